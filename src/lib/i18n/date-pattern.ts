import { format, type Locale as DateFnsLocale } from 'date-fns';
import { arSA, deAT, enGB, enUS } from 'date-fns/locale';
import { numberFormat } from './format';
import type { Locale } from './locales';

const dateLocales: Record<Locale, DateFnsLocale> = { 'de-AT': deAT, 'en-US': enUS, 'en-AT': enGB, 'ar-SA': arSA };

/**
 * The spec's fixed date patterns (Unicode tokens, as date-fns reads them). The chat time 'HH:mm' is
 * the formatters' `clockTime`: Intl writes it, so what shows a chat time needs no date library.
 */
export const datePatterns = {
  /** Messages and notifications: 'Mar 16, 9:30 AM'. */
  messageTime: 'MMM dd, h:mm a',
} as const;

/**
 * A date in one of the spec's fixed patterns, with the locale's month names and day periods. The
 * pattern stays as the spec gives it in every locale; only ar-SA writes its digits in its own
 * script, as Intl does everywhere else on the page.
 */
export function formatDatePattern(value: Date | string | number, pattern: string, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const text = format(date, pattern, { locale: dateLocales[locale] });
  if (locale !== 'ar-SA') return text;
  const digits = numberFormat(locale, { useGrouping: false });
  return text.replace(/\d/g, (digit) => digits.format(Number(digit)));
}

/** Whether two moments fall on different calendar days (of the page's time zone). */
export const isOtherDay = (a: Date | string, b: Date | string) => new Date(a).toDateString() !== new Date(b).toDateString();
