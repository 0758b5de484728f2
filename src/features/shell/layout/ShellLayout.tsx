import { memo, useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HorizontalNavigation, VerticalNavigation, type NavigationItem } from '@/components';
import type { Role, User } from '@/features/user';
import type { Layout } from '@/lib/app-config';
import type { Locale } from '@/lib/i18n';
import { useSmallScreen } from '@/lib/theme';
import type { MenuContext } from '../menu/menu-visibility';
import { useMenu } from '../menu/use-menu';
import type { FullscreenDocument } from '../top-bar/fullscreen';
import { TopBar } from '../top-bar/TopBar';
import { UserBlock } from '../user/UserBlock';
import { useShellUser } from '../user/use-shell-user';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { isCallPath, layoutDefinitions } from './layout-definitions';
import { NavigationToggle } from './NavigationToggle';
import { MenuFailedBanner } from './MenuFailedBanner';
import { ServerUnreachableBanner } from './ServerUnreachableBanner';
import { useShellSlots } from '@/lib/shell-slots';
import * as styles from './ShellLayout.css';

export interface ShellLayoutProps {
  layout: Exclude<Layout, 'empty'>;
  children: ReactNode;
  onSwitchLocale?: (locale: Locale) => void;
  fullscreenDocument?: FullscreenDocument;
}

const isNotificationsPage = (pathname: string) => /\/notifications\/?$/.test(pathname);

const contentId = 'main-content';

/**
 * The keyboard's way past the navigation and the top bar. It moves the focus itself rather than
 * following `#main-content`, which would change the router's URL.
 */
function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      className={styles.skipLink}
      href={`#${contentId}`}
      onClick={(event) => {
        event.preventDefault();
        const content = document.getElementById(contentId);
        content?.focus();
        content?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('skipToContent')}
    </a>
  );
}

/**
 * The product's frame in one of its ten non-empty layouts: navigation, top bar, content and footer,
 * arranged as the layout's definition says. Below md the navigation opens over the page; call pages
 * show the content alone.
 *
 * The user and the menu arrive after the first paint. A query's answer re-renders its readers at
 * once, blocking input, so the frame takes both as deferred values: the answer re-renders only this
 * component, and the frame itself follows in a render that yields to the browser between slices.
 */
export function ShellLayout(props: ShellLayoutProps) {
  const definition = layoutDefinitions[props.layout];
  const { user, role, anonymous } = useShellUser();
  const vertical = useMenu(definition.kind === 'vertical' ? definition.set : 'default');
  const horizontal = useMenu('horizontal');
  const deferred = {
    user: useDeferredValue(user),
    role: useDeferredValue(role),
    anonymous: useDeferredValue(anonymous),
    verticalItems: useDeferredValue(vertical.items),
    horizontalItems: useDeferredValue(horizontal.items),
    // Both sets come in one answer; deferred with the items, so the stand-ins never leave an empty menu.
    menuLoading: useDeferredValue(vertical.isPending),
  };
  return <Frame {...props} {...deferred} />;
}

interface FrameProps extends ShellLayoutProps {
  user: User | null;
  role: Role;
  anonymous: boolean;
  verticalItems: NavigationItem<MenuContext>[];
  horizontalItems: NavigationItem<MenuContext>[];
  menuLoading: boolean;
}

const Frame = memo(function Frame({
  layout,
  children,
  onSwitchLocale,
  fullscreenDocument,
  user,
  role,
  anonymous,
  verticalItems,
  horizontalItems,
  menuLoading,
}: FrameProps) {
  const { t } = useTranslation('shell');
  const definition = layoutDefinitions[layout];
  const { pathname } = useLocation();
  const small = useSmallScreen();
  const slots = useShellSlots();
  // Beside the page the navigation starts open; over it, closed. Each mode keeps its own state.
  const [sideOpened, setSideOpened] = useState(true);
  const [overOpened, setOverOpened] = useState(false);
  const chromeHidden = isCallPath(pathname);
  const context = { role };
  const banners = (
    <>
      <ServerUnreachableBanner />
      {/* A call page shows no navigation, so a menu that did not load is not its concern. */}
      {chromeHidden ? null : <MenuFailedBanner />}
      {slots.connectionBanner}
    </>
  );

  if (definition.kind === 'empty') return children;
  if (chromeHidden) {
    return (
      <div className={styles.shell} data-layout={layout} data-kind="call">
        <div className={styles.column}>
          {banners}
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    );
  }

  const mode = small ? 'over' : 'side';
  const opened = small ? overOpened : sideOpened;
  const setOpened = small ? setOverOpened : setSideOpened;
  const toggle = <NavigationToggle onToggle={() => setOpened(!opened)} />;
  const topBarProps = {
    user,
    // A guest has no team to chat with, and no chats to read.
    quickChat: definition.quickChat && !anonymous,
    notifications: !isNotificationsPage(pathname),
    ...(onSwitchLocale ? { onSwitchLocale } : {}),
    ...(fullscreenDocument ? { fullscreenDocument } : {}),
  };

  if (definition.kind === 'vertical') {
    const userBlock = user && !anonymous ? <UserBlock user={user} compact={definition.userInFooter ?? false} /> : null;
    const header =
      definition.header === 'user' ? (
        <>
          <Brand inNavigation />
          {userBlock}
        </>
      ) : (
        <Brand inNavigation withName={definition.header === 'brand'} />
      );
    return (
      <div className={styles.shell} data-layout={layout} data-kind="vertical">
        <SkipLink />
        <div className={mode === 'side' ? styles.sideNavigation : undefined} hidden={mode === 'side' && !opened}>
          <VerticalNavigation
            label={t('mainNavigation')}
            items={verticalItems}
            isLoading={menuLoading}
            context={context}
            currentPath={pathname}
            appearance={definition.appearance}
            mode={mode}
            opened={opened}
            onOpenedChange={setOpened}
            header={header}
            {...(definition.userInFooter && userBlock ? { footer: userBlock } : {})}
          />
        </div>
        <div className={styles.column}>
          <TopBar {...topBarProps} start={toggle} />
          {banners}
          <div id={contentId} tabIndex={-1} className={styles.content}>
            {children}
          </div>
          <Footer />
        </div>
      </div>
    );
  }

  const menu = (
    <HorizontalNavigation
      label={t('mainNavigation')}
      items={horizontalItems}
      isLoading={menuLoading}
      context={context}
      currentPath={pathname}
    />
  );
  return (
    <div className={styles.shell} data-layout={layout} data-kind="horizontal" data-width={definition.width}>
      <SkipLink />
      {small ? (
        <VerticalNavigation
          label={t('mainNavigation')}
          items={verticalItems}
          isLoading={menuLoading}
          context={context}
          currentPath={pathname}
          mode="over"
          opened={overOpened}
          onOpenedChange={setOverOpened}
          header={<Brand inNavigation />}
        />
      ) : null}
      <div className={styles.horizontalHeader}>
        <TopBar
          {...topBarProps}
          start={
            <>
              {small ? toggle : null}
              {/* On a phone the brand is in the navigation the toggle opens. */}
              <span className={styles.wideOnly}>
                <Brand withName={!small} />
              </span>
              {!small && definition.menu === 'in-top-bar' ? <div className={styles.inBarMenu}>{menu}</div> : null}
            </>
          }
        />
        {!small && definition.menu === 'below-top-bar' ? <div className={styles.menuBar}>{menu}</div> : null}
      </div>
      {banners}
      <div id={contentId} tabIndex={-1} className={styles.content}>
        {children}
      </div>
      <Footer />
    </div>
  );
});
