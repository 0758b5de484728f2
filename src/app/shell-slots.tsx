import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useSignedIn } from '@/lib/auth';
import { env } from '@/lib/env';
import type { ShellSlots } from '@/lib/shell-slots';

const DemoTools = lazy(() => import('@/features/demo-tools').then(({ DemoTools }) => ({ default: DemoTools })));
const Search = lazy(() => import('@/features/search').then(({ Search }) => ({ default: Search })));
const ShortcutsPanel = lazy(() => import('@/features/shortcuts').then(({ ShortcutsPanel }) => ({ default: ShortcutsPanel })));
const MessagesPanel = lazy(() => import('@/features/messages').then(({ MessagesPanel }) => ({ default: MessagesPanel })));
const NotificationsPanel = lazy(() => import('@/features/notifications').then(({ NotificationsPanel }) => ({ default: NotificationsPanel })));
const QuickChat = lazy(() => import('@/features/quick-chat').then(({ QuickChat }) => ({ default: QuickChat })));
const RealtimeRoot = lazy(() => import('@/features/realtime').then(({ RealtimeRoot }) => ({ default: RealtimeRoot })));
const ConnectionBanner = lazy(() => import('@/features/realtime').then(({ ConnectionBanner }) => ({ default: ConnectionBanner })));

/** Each part loads on its own, after the page; until then nothing stands in for it. */
const slot = (Control: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={null}>
    <Control />
  </Suspense>
);

/** The live side belongs to a session: a guest's page neither shows nor loads it. */
function SessionOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? children : null;
}

/**
 * What the composed app puts into the shell's places: the top bar's search, shortcuts, messages,
 * notifications and team chat (each a lazy chunk, shown only to signed-in users), the live side of
 * the session (presence, incoming calls) with its connection banner, and in demo mode the demo tools.
 * The top bar holds each control's place while its code loads (see TopBar).
 */
export const appShellSlots: ShellSlots = {
  search: <Search />,
  shortcuts: <ShortcutsPanel />,
  messages: <MessagesPanel />,
  notifications: <NotificationsPanel />,
  quickChat: <QuickChat />,
  connectionBanner: <SessionOnly>{slot(ConnectionBanner)}</SessionOnly>,
  realtime: <SessionOnly>{slot(RealtimeRoot)}</SessionOnly>,
  ...(env.demo ? { demoTools: slot(DemoTools) } : {}),
};
