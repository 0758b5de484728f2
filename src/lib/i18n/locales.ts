/** The locales the product speaks, German first (spec point 1). */
export const locales = ['de-AT', 'en-US', 'en-AT', 'ar-SA'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'de-AT';

/** Each locale's name in its own language, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  'de-AT': 'Deutsch (Österreich)',
  'en-US': 'English (US)',
  'en-AT': 'English (Austria)',
  'ar-SA': 'العربية',
};

const rightToLeft: ReadonlySet<Locale> = new Set(['ar-SA']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr';
}

/** The locale named by a path's first segment (`/ar-SA/home` -> `ar-SA`), or null. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/').find(Boolean);
  return isLocale(first) ? first : null;
}

/**
 * The same place in another locale: swaps the `{lang}` prefix, or adds it when the path has none.
 * Search and hash are kept.
 */
export function pathInLocale(location: { pathname: string; search?: string; hash?: string }, locale: Locale): string {
  const segments = location.pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const rest = segments.length ? `/${segments.join('/')}` : '/home';
  return `/${locale}${rest}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * The locale to open when the URL names none: the last one chosen, else the first of the
 * browser's languages that we speak (by language when the region differs), else German.
 */
export function preferredLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of languages) {
    if (isLocale(language)) return language;
  }
  for (const language of languages) {
    const base = language.split('-')[0];
    const match = locales.find((locale) => locale.split('-')[0] === base);
    if (match) return match;
  }
  return defaultLocale;
}
