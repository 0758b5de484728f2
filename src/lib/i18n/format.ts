import { useTranslation } from 'react-i18next';
import { isLocale, defaultLocale, type Locale } from './locales';

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** Number and date formatting through Intl, in the page's locale (ar-SA gets Arabic-Indic digits). */
export function createFormatters(locale: Locale) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    currency: (value: number, currency = 'EUR', options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, ...options }).format(value),
    date: (value: Date | number | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
    /**
     * A moment as the spec's chat time 'HH:mm': 24 hours, two digits each, in the locale's digits
     * ("09:30", ar-SA "٠٩:٣٠"). Intl writes it in every locale without a date library.
     */
    clockTime: (value: Date | number | string) =>
      new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(typeof value === 'string' ? new Date(value) : value),
    /** Two dates as one range, as the locale writes it ("9.–15. März 2026"); also an ISO interval `from/to`. */
    dateRange: (from: Date | string, to?: Date | string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }) => {
      const [start, end] = to === undefined && typeof from === 'string' ? from.split('/') : [from, to];
      return new Intl.DateTimeFormat(locale, options).formatRange(new Date(start ?? ''), new Date(end ?? start ?? ''));
    },
    /** A file's size in the largest unit that keeps it at 1 or more: "512 byte", "178 kB", "4.2 MB". */
    fileSize: (bytes: number) => {
      const [unit, size] = bytes >= 1_000_000 ? (['megabyte', 1_000_000] as const) : bytes >= 1000 ? (['kilobyte', 1000] as const) : (['byte', 1] as const);
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(bytes / size);
    },
    /** How long ago (or ahead) `value` is from `now`, in the largest whole unit: "2 hours ago", "yesterday", "in 3 days". */
    relative: (value: Date | string, now: Date = new Date()) => {
      const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
      const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      for (const [unit, size] of relativeUnits) if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.round(seconds / size), unit);
      return format.format(seconds, 'second');
    },
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
