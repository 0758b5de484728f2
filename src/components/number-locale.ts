import { useMemo } from 'react';
import { useLocale } from 'react-aria';

/**
 * The locale whose data a number is written with: Austrian German groups plain numbers with the dot,
 * as its amounts of money (Intl's de-AT data would write "2 048" beside "€ 1.250,00"). The app's
 * formatters follow the same rule (lib/i18n/format.ts, `numberLocaleOf`).
 */
export const numberLocale = (locale: string): string => (locale === 'de-AT' ? 'de-DE' : locale);

/** The page locale's plain-number formatter (counts, lengths), grouped as the app groups numbers. */
export function useNumberFormat(): Intl.NumberFormat {
  const { locale } = useLocale();
  return useMemo(() => new Intl.NumberFormat(numberLocale(locale)), [locale]);
}
