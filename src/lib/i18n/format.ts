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

/**
 * Intl's formatters, each made once per locale and options. Making one costs far more than using
 * it: a dashboard's table of a year of days made hundreds per draw, about 400 ms of blocked main
 * thread on a phone's CPU. Only the options the code writes are keys, so the maps stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function reuse<F, O>(made: Map<string, F>, locale: string, options: O | undefined, make: (locale: string, options?: O) => F): F {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  const known = made.get(key);
  if (known) return known;
  const formatter = make(locale, options);
  made.set(key, formatter);
  return formatter;
}

/**
 * The locale whose data Intl formats a number with. Austrian German's data groups plain numbers with
 * a space ("14 923,4") but amounts of money with a dot ("€ 11.763,34"), so one screen would show two
 * conventions; the app groups every number with the dot, as Austrian invoices and statements do,
 * which German's plain numbers share (with the same decimal comma). The design system's counters
 * follow the same rule (components/number-locale.ts).
 */
export const numberLocaleOf = (locale: string, options?: Intl.NumberFormatOptions): string =>
  locale === 'de-AT' && options?.style !== 'currency' ? 'de-DE' : locale;

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  reuse(numberFormats, locale, options, (_, given) => new Intl.NumberFormat(numberLocaleOf(locale, given), given));
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  reuse(dateTimeFormats, locale, options, (...args) => new Intl.DateTimeFormat(...args));
const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  reuse(relativeTimeFormats, locale, options, (...args) => new Intl.RelativeTimeFormat(...args));

const formattersByLocale = new Map<Locale, Formatters>();

/** Number and date formatting through Intl, in the page's locale (ar-SA gets Arabic-Indic digits). */
export function createFormatters(locale: Locale) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    currency: (value: number, currency = 'EUR', options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, { style: 'currency', currency, ...options }).format(value),
    date: (value: Date | number | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
    /**
     * A moment as the spec's chat time 'HH:mm': 24 hours, two digits each, in the locale's digits
     * ("09:30", ar-SA "٠٩:٣٠"). Intl writes it in every locale without a date library.
     */
    clockTime: (value: Date | number | string) =>
      dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        typeof value === 'string' ? new Date(value) : value,
      ),
    /** Two dates as one range, as the locale writes it ("9.–15. März 2026"); also an ISO interval `from/to`. */
    dateRange: (from: Date | string, to?: Date | string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }) => {
      const [start, end] = to === undefined && typeof from === 'string' ? from.split('/') : [from, to];
      return dateTimeFormat(locale, options).formatRange(new Date(start ?? ''), new Date(end ?? start ?? ''));
    },
    /** A file's size in the largest unit that keeps it at 1 or more: "512 byte", "178 kB", "4.2 MB". */
    fileSize: (bytes: number) => {
      const [unit, size] =
        bytes >= 1_000_000 ? (['megabyte', 1_000_000] as const) : bytes >= 1000 ? (['kilobyte', 1000] as const) : (['byte', 1] as const);
      return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(
        bytes / size,
      );
    },
    /** How long ago (or ahead) `value` is from `now`, in the largest whole unit: "2 hours ago", "yesterday", "in 3 days". */
    relative: (value: Date | string, now: Date = new Date()) => {
      const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
      const format = relativeTimeFormat(locale, { numeric: 'auto' });
      for (const [unit, size] of relativeUnits)
        if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.round(seconds / size), unit);
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

/** The page locale's formatters: the same object on every render, so it can sit in a memo's dependencies. */
export function useFormatters(): Formatters {
  const locale = useLocale();
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}
