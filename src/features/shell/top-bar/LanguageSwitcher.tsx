import { useTranslation } from 'react-i18next';
import { Button, MenuButton, lazyComponent, visuallyHidden } from '@/components';
import { localeNames, switchLocale, useLocale, type Locale } from '@/lib/i18n';
import { wideOnly } from '../layout/ShellLayout.css';

// The menu's code loads when it is about to open, not with every page.
const LanguageMenu = lazyComponent(() => import('./LanguageMenu').then((module) => module.LanguageMenu));

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
      preload={LanguageMenu.preload}
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
      <LanguageMenu current={current} onSwitch={onSwitch} />
    </MenuButton>
  );
}
