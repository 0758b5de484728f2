import { lazy } from 'react';
import type { ShellSlots } from '@/lib/shell-slots';
import { env } from '@/lib/env';

const DemoTools = lazy(() => import('@/features/demo-tools').then(({ DemoTools }) => ({ default: DemoTools })));

/**
 * What the composed app puts into the shell's places. Demo tools exist only on the embedded fake
 * backend; search, messages, notifications, shortcuts, quick chat and the connection banner join
 * here as their features arrive.
 */
export const appShellSlots: ShellSlots = {
  ...(env.demo ? { demoTools: <DemoTools /> } : {}),
};
