import { Suspense, use, type ComponentProps } from 'react';
import { Outlet } from 'react-router';
import type { Locale } from '@/lib/i18n';
import { RouteLoadingBar } from './layout/RouteLoadingBar';
import { SessionExpiryNotice } from './layout/SessionExpiryNotice';
import { useShellSlots } from '@/lib/shell-slots';
import { useLayout } from './layout/use-layout';
import type { ShellLayout as FrameLayout } from './frame';
import type { FullscreenDocument } from './top-bar/fullscreen';

/**
 * The frame (navigation, top bar and their menus, popovers and tooltips) loads with the first page
 * that shows it: the sign-in pages, in the empty layout, never need it. While it loads, index.html's
 * start screen, drawn as the same frame, stays (it shows until the page has a main or a layout).
 */
let loadedLayout: typeof FrameLayout | undefined;
let frameLoading: Promise<typeof FrameLayout> | undefined;

/**
 * Loads the frame, once. The route table starts it ahead of the shell's first render on a signed-in
 * visitor's page, so that the frame is there when the shell draws.
 */
export const loadFrame = () => (frameLoading ??= import('./frame').then((module) => (loadedLayout = module.ShellLayout)));

/**
 * The frame, drawn at once when its module is there; otherwise the render waits for it (the
 * Suspense around it). A lazy component would suspend even then, and the first render start over.
 */
function Frame(props: ComponentProps<typeof FrameLayout>) {
  const Layout = loadedLayout ?? use(loadFrame());
  // eslint-disable-next-line react-hooks/static-components -- not made in render: it is the frame module's ShellLayout every time, there already or just waited for.
  return <Layout {...props} />;
}

export interface ShellRouteProps {
  onSwitchLocale?: (locale: Locale) => void;
  fullscreenDocument?: FullscreenDocument;
}

/**
 * The frame around every page of the route table, in the layout that the configuration, the
 * `layout` query parameter and the route data choose. The empty layout holds only the loading bar
 * and the page.
 */
export function ShellRoute(props: ShellRouteProps) {
  const layout = useLayout();
  const { demoTools, realtime } = useShellSlots();
  return (
    <>
      <RouteLoadingBar />
      <SessionExpiryNotice />
      {layout === 'empty' ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <Frame layout={layout} {...props}>
            <Outlet />
          </Frame>
        </Suspense>
      )}
      {realtime}
      {demoTools}
    </>
  );
}
