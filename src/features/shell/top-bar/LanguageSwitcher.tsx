import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuButton, MenuItem, visuallyHidden } from '@/components';
import { localeNames, locales, switchLocale, useLocale, type Locale } from '@/lib/i18n';
import { wideOnly } from '../layout/ShellLayout.css';

export interface LanguageSwitcherProps {
  /** What choosing a locale does; the app reloads the page in it (spec point 1). */
  onSwitch?: (locale: Locale) => void;
}

/** The four locales by their own names; the current one is checked. */
export function LanguageSwitcher({ onSwitch = switchLocale }: LanguageSwitcherProps) {
  const { t } = useTranslation('shell');
  const current = useLocale();
  return (
    <MenuButton
      trigger={
        <Button variant="ghost" size="sm" icon="language">
          {/* The short code is what fits; screen readers hear the language's full name instead. */}
          <span aria-hidden="true" className={wideOnly}>
            {current.slice(0, 2).toUpperCase()}
          </span>
          <span className={visuallyHidden}>{t('language', { name: localeNames[current] })}</span>
        </Button>
      }
    >
      <Menu
        aria-label={t('chooseLanguage')}
        selectionMode="single"
        selectedKeys={[current]}
        onAction={(key) => {
          if (key !== current) onSwitch(key as Locale);
        }}
      >
        {locales.map((locale) => (
          <MenuItem key={locale} id={locale} lang={locale}>
            {localeNames[locale]}
          </MenuItem>
        ))}
      </Menu>
    </MenuButton>
  );
}
