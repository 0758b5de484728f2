import { useTranslation } from 'react-i18next';
import { isLocale, defaultLocale, type Locale } from './locales';

/** Number and date formatting through Intl, in the page's locale (ar-SA gets Arabic-Indic digits). */
export function createFormatters(locale: Locale) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    currency: (value: number, currency = 'EUR') =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
    date: (value: Date | number | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}

export function useFormatters(): Formatters {
  return createFormatters(useLocale());
}
