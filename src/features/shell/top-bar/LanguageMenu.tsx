import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from '@/components';
import { localeNames, locales, type Locale } from '@/lib/i18n';

/** The four locales by their own names, the current one checked; loaded when the switcher first opens. */
export function LanguageMenu({ current, onSwitch }: { current: Locale; onSwitch: (locale: Locale) => void }) {
  const { t } = useTranslation('shell');
  return (
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
  );
}
