import { lazy, Suspense } from 'react';
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

/**
 * Loads the frame ahead of the shell's first render (the route table does so for a signed-in
 * visitor's page). A frame loaded so is drawn at once: as a lazy component it would suspend the
 * first render once more, and that render would start over.
 */
export const loadFrame = () => import('./frame').then((module) => (loadedLayout = module.ShellLayout));

const LazyShellLayout = lazy(() => loadFrame().then((layout) => ({ default: layout })));

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
  const ShellLayout = loadedLayout ?? LazyShellLayout;
  return (
    <>
      <RouteLoadingBar />
      <SessionExpiryNotice />
      {layout === 'empty' ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <ShellLayout layout={layout} {...props}>
            <Outlet />
          </ShellLayout>
        </Suspense>
      )}
      {realtime}
      {demoTools}
    </>
  );
}
