import { Button as PressableArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Avatar, lazyComponent, Link, MenuButton } from '@/components';
import type { User } from '@/features/user';
import { switchLocale, useLocale, type Locale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import * as styles from './UserMenu.css';
import { useOwnPresence } from './use-own-presence';

// The menu's code loads when it is about to open, not with every page.
const UserMenuItems = lazyComponent(() => import('./UserMenuItems').then((module) => module.UserMenuItems));

/**
 * The avatar with its status dot; its menu switches the status and links to profile, settings and
 * sign-out. An anonymous visitor gets a sign-in link instead.
 */
export function UserMenu({ user, onSwitchLocale = switchLocale }: { user: User | null; onSwitchLocale?: (locale: Locale) => void }) {
  const { t } = useTranslation(['shell', 'user']);
  const lang = useLocale();
  // While the live connection is down the user is offline to others, whatever status they chose.
  const { presence, trouble } = useOwnPresence(user?.status);

  if (!user) {
    return (
      <Link href={paths.signIn(lang)} appearance="secondary" icon="arrow-left-end-on-rectangle">
        {t('signIn')}
      </Link>
    );
  }

  const statusText = trouble ? t(`presence.${trouble}`) : t(`user:statuses.${user.status}`);
  return (
    <MenuButton
      preload={UserMenuItems.preload}
      trigger={
        <PressableArea className={styles.trigger} aria-label={t('userMenu', { name: user.fullName })}>
          <Avatar
            name={user.fullName}
            src={user.profilePhoto}
            size="sm"
            status={presence}
            statusLabel={t('statusLabel', { status: statusText })}
            decorative
          />
        </PressableArea>
      }
    >
      <UserMenuItems user={user} trouble={trouble} statusText={statusText} onSwitchLocale={onSwitchLocale} />
    </MenuButton>
  );
}
