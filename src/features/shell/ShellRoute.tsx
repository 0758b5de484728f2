import { Outlet } from 'react-router';
import type { Locale } from '@/lib/i18n';
import { RouteLoadingBar } from './layout/RouteLoadingBar';
import { SessionExpiryNotice } from './layout/SessionExpiryNotice';
import { ShellLayout } from './layout/ShellLayout';
import { useShellSlots } from '@/lib/shell-slots';
import { useLayout } from './layout/use-layout';
import type { FullscreenDocument } from './top-bar/fullscreen';

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
        <ShellLayout layout={layout} {...props}>
          <Outlet />
        </ShellLayout>
      )}
      {realtime}
      {demoTools}
    </>
  );
}
