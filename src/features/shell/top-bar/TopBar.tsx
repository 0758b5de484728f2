import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/user';
import type { Locale } from '@/lib/i18n';
import { IconButtonSpace, LazyControlBoundary } from '@/components';
import { useSignedIn } from '@/lib/auth';
import { useShellSlots } from '@/lib/shell-slots';
import * as styles from '../layout/ShellLayout.css';
import { UserMenu } from '../user/UserMenu';
import type { FullscreenDocument } from './fullscreen';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitcher } from './LanguageSwitcher';

export interface TopBarProps {
  user: User | null;
  /** What comes first: the navigation toggle, the brand, a horizontal menu. */
  start?: ReactNode;
  /** Whether quick chat belongs to this layout (all but centered and material). */
  quickChat: boolean;
  /** The notifications control is hidden on the notifications page itself. */
  notifications: boolean;
  onSwitchLocale?: (locale: Locale) => void;
  fullscreenDocument?: FullscreenDocument;
}

/**
 * A control from another feature, which may be a lazy chunk still on its way: its place is held
 * meanwhile, so the controls beside it do not jump when it comes; if its code cannot be fetched, a
 * button in its place says so and tries again, and the rest of the page stays.
 */
const held = (control: ReactNode, name: string) => (control ? <LazyControlBoundary name={name}>{control}</LazyControlBoundary> : null);

/** Languages, fullscreen, the other features' controls, and the user menu (spec point 2, top bar). */
export function TopBar({ user, start, quickChat, notifications, onSwitchLocale, fullscreenDocument }: TopBarProps) {
  const { t } = useTranslation('shell');
  const slots = useShellSlots();
  const signedIn = useSignedIn();
  const languages = <LanguageSwitcher {...(onSwitchLocale ? { onSwitch: onSwitchLocale } : {})} />;
  return (
    <header className={styles.topBar} aria-label={t('topBar')}>
      {start}
      <span className={styles.spacer} />
      <div className={styles.controls}>
        {/* A signed-in user's phone has no room for it in the bar: the user menu offers the languages there. */}
        {signedIn ? <span className={styles.wideOnly}>{languages}</span> : languages}
        {/* Phones show the app full screen anyway, and their top bar has no room to spare. */}
        <span className={styles.wideOnly}>
          <FullscreenToggle {...(fullscreenDocument ? { fullscreenDocument } : {})} />
        </span>
        {/* The other features' controls are for signed-in users only. */}
        {signedIn ? (
          <>
            {held(slots.search, t('controls.search'))}
            {held(slots.shortcuts, t('controls.shortcuts'))}
            {held(slots.messages, t('controls.messages'))}
            {notifications ? held(slots.notifications, t('controls.notifications')) : null}
            {quickChat ? held(slots.quickChat, t('controls.quickChat')) : null}
          </>
        ) : null}
        {/* While a signed-in user's profile loads, the avatar's place waits for it (not a sign-in link). */}
        {signedIn && !user ? <IconButtonSpace /> : <UserMenu user={user} {...(onSwitchLocale ? { onSwitchLocale } : {})} />}
      </div>
    </header>
  );
}
