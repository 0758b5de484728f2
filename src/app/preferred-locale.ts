import { localeStorageKey, preferredLocale, type Locale } from '@/lib/i18n';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

/** The locale for a URL that names none: the last choice, then the browser's languages, then German. */
export function initialLocale(): Locale {
  return preferredLocale(storedLocale(), navigator.languages ?? [navigator.language]);
}
