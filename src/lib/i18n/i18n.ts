import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { directionOf, isLocale, locales, pathInLocale, type Locale } from './locales';
import { loadMessages, pageNamespaces } from './messages';

export const localeStorageKey = 'call-center.locale';

/**
 * Messages that could not be fetched (offline, or a release replaced the file). i18next goes on
 * without a namespace it could not load and shows its keys instead of words; the app shows that it
 * could not load instead.
 */
export class MessagesLoadError extends Error {
  constructor(readonly namespaces: string[]) {
    super(`The messages of ${namespaces.join(', ')} could not be loaded`);
    this.name = 'MessagesLoadError';
  }
}

function assertLoaded(instance: i18n, namespaces: readonly string[]) {
  const locale = localeOf(instance);
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(locale, namespace));
  if (missing.length) throw new MessagesLoadError(missing);
}

/**
 * A ready i18next instance for one locale. Only that locale's files load; every locale is kept
 * complete by a test, so there is no fallback language to download as well. Rejects with a
 * MessagesLoadError if a namespace could not be fetched.
 */
export async function createI18n(locale: Locale, namespaces: string[] = ['common']): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => loadMessages(language as Locale, namespace)))
    .init({
      lng: locale,
      supportedLngs: [...locales],
      load: 'currentOnly',
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  assertLoaded(instance, namespaces);
  return instance;
}

/**
 * The messages of the pages beyond the start (lib/i18n/namespaces.ts), into the instance: a page's
 * route asks for them beside its chunk, so that the page does not wait for its words after its code.
 */
export async function loadPageMessages(instance: i18n): Promise<void> {
  const namespaces = await pageNamespaces(localeOf(instance));
  await instance.loadNamespaces(namespaces);
  assertLoaded(instance, namespaces);
}

/** `lang` and `dir` on `<html>`: screen readers, fonts and logical CSS properties follow them. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  root.lang = locale;
  root.dir = directionOf(locale);
}

/** The language of an instance as a Locale (the instances only ever hold supported ones). */
export function localeOf(instance: i18n): Locale {
  const language = instance.resolvedLanguage ?? instance.language;
  if (!isLocale(language)) throw new Error(`Unsupported locale "${language}"`);
  return language;
}

/**
 * A locale change reloads the page in the new `{lang}` (spec point 1): every lazy resource,
 * cached query and formatted date then starts afresh in that locale.
 */
export function switchLocale(locale: Locale, location: Location = window.location) {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private modes may refuse storage; the URL still carries the choice.
  }
  location.assign(pathInLocale(location, locale));
}
