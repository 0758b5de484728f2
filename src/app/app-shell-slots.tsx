import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { lazyComponent } from '@/components';
import { useSignedIn } from '@/lib/auth';
import { env } from '@/lib/env';
import type { ShellSlots } from '@/lib/shell-slots';

const DemoTools = lazy(() => import('@/features/demo-tools').then(({ DemoTools }) => ({ default: DemoTools })));
// The top bar's controls: code that cannot be fetched can be fetched again (see TopBar), which `React.lazy` cannot.
const Search = lazyComponent(() => import('@/features/search').then(({ Search }) => Search));
const ShortcutsPanel = lazyComponent(() => import('@/features/shortcuts').then(({ ShortcutsPanel }) => ShortcutsPanel));
const MessagesPanel = lazyComponent(() => import('@/features/messages').then(({ MessagesPanel }) => MessagesPanel));
const NotificationsPanel = lazyComponent(() => import('@/features/notifications').then(({ NotificationsPanel }) => NotificationsPanel));
const QuickChat = lazyComponent(() => import('@/features/quick-chat').then(({ QuickChat }) => QuickChat));
const RealtimeRoot = lazy(() => import('@/features/realtime').then(({ RealtimeRoot }) => ({ default: RealtimeRoot })));
const ConnectionBanner = lazy(() => import('@/features/realtime').then(({ ConnectionBanner }) => ({ default: ConnectionBanner })));

/**
 * The live side and the demo tools load on their own, after the page; until then nothing stands in
 * for them. Their code comes with the frame's (the `frame` and `shell` chunks): if it cannot be
 * fetched, the page cannot be shown either, and the page's error screen says so.
 */
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
 * The top bar holds each control's place while its code loads, and offers to fetch it again if it
 * cannot be fetched (see TopBar).
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
