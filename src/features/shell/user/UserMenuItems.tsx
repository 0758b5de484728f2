import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuSection, MenuSeparator, PresenceDot } from '@/components';
import { userStatuses, type User, type UserStatus } from '@/features/user';
import { localeNames, locales, useLocale, type Locale } from '@/lib/i18n';
import { usePhoneScreen } from '@/lib/theme';
import { paths } from '@/lib/paths';
import { useChangeStatus } from './use-change-status';
import { presenceOf, type ConnectionTrouble } from './use-own-presence';

export interface UserMenuItemsProps {
  user: User;
  /** Why the user shows as offline to others, if they do. */
  trouble: ConnectionTrouble;
  statusText: string;
  onSwitchLocale: (locale: Locale) => void;
}

/** The user menu's sections, loaded when it first opens. */
export function UserMenuItems({ user, trouble, statusText, onSwitchLocale }: UserMenuItemsProps) {
  const { t } = useTranslation(['shell', 'user']);
  const lang = useLocale();
  const changeStatus = useChangeStatus();
  // On a phone the top bar has no room for the language switcher: its choice is here instead.
  const phone = usePhoneScreen();
  // A guest (the ANONYMOUS role) has no presence to set, and no profile or settings to open: only sign-out.
  const guest = user.role === 'ANONYMOUS';
  return (
    <Menu aria-label={t('userMenu', { name: user.fullName })}>
      <MenuSection title={t('signedInAs')}>
        {/* What the user typed is shown isolated: a right-to-left mark in a name must not turn the line around. */}
        <MenuItem id="identity" textValue={user.fullName} description={user.email} isDisabled>
          <bdi>{user.fullName}</bdi>
        </MenuItem>
        {trouble ? (
          <MenuItem
            id="connection"
            textValue={statusText}
            description={t('presence.hint')}
            trailing={<PresenceDot status="offline" />}
            isDisabled
          >
            {statusText}
          </MenuItem>
        ) : null}
      </MenuSection>
      <MenuSeparator />
      {guest ? null : (
        <>
          <MenuSection
            title={t('status')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[user.status]}
            onSelectionChange={(keys) => {
              const [status] = [...(keys as Set<UserStatus>)];
              if (status && status !== user.status) changeStatus.mutate(status);
            }}
          >
            {userStatuses.map((status) => (
              <MenuItem key={status} id={status} trailing={<PresenceDot status={presenceOf(status)} />}>
                {t(`user:statuses.${status}`)}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSeparator />
        </>
      )}
      {phone ? (
        <>
          <MenuSection
            title={t('chooseLanguage')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[lang]}
            onSelectionChange={(keys) => {
              const [locale] = [...(keys as Set<Locale>)];
              if (locale && locale !== lang) onSwitchLocale(locale);
            }}
          >
            {locales.map((locale) => (
              <MenuItem key={locale} id={locale} lang={locale}>
                {localeNames[locale]}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSeparator />
        </>
      ) : null}
      <MenuSection>
        {guest ? null : (
          <MenuItem id="profile" icon="user-circle" href={paths.profile(lang)}>
            {t('profile')}
          </MenuItem>
        )}
        {guest ? null : (
          <MenuItem id="settings" icon="cog-6-tooth" href={paths.settings(lang)}>
            {t('settings')}
          </MenuItem>
        )}
        <MenuItem id="sign-out" icon="arrow-right-start-on-rectangle" href={paths.signOut(lang)}>
          {t('signOut')}
        </MenuItem>
      </MenuSection>
    </Menu>
  );
}
