import type { Locale } from './locales';

type Messages = Record<string, unknown>;

/**
 * Every slice keeps its messages beside it, one file per locale: `<slice>/locales/<locale>.json`.
 * The namespace is the slice's folder name (`features/not-found` -> `not-found`); the shared
 * messages in `lib/i18n/locales` form the `common` namespace.
 *
 * A locale's files of every slice are one chunk (bundles/<locale>.ts, about 17 KB gzip): the app
 * loads it in one request when it starts, and no page or panel then waits for its messages, one
 * namespace after another. Only the current locale's chunk loads.
 */
const bundles: Record<Locale, () => Promise<{ default: Record<string, Messages> }>> = {
  'de-AT': () => import('./bundles/de-AT'),
  'en-US': () => import('./bundles/en-US'),
  'en-AT': () => import('./bundles/en-AT'),
  'ar-SA': () => import('./bundles/ar-SA'),
};

export function namespaceOf(path: string): string {
  const parts = path.split('/');
  const folder = parts[parts.length - 3] ?? '';
  return folder === 'i18n' ? 'common' : folder;
}

const loaded = new Map<Locale, Promise<Map<string, Messages>>>();

/** A locale's messages by namespace, loaded once. */
function messagesOf(locale: Locale): Promise<Map<string, Messages>> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = bundles[locale]().then(({ default: files }) => new Map(Object.entries(files).map(([path, content]) => [namespaceOf(path), content])));
    loaded.set(locale, messages);
  }
  return messages;
}

export async function loadMessages(locale: Locale, namespace: string): Promise<Messages> {
  const messages = (await messagesOf(locale)).get(namespace);
  if (!messages) throw new Error(`No messages for namespace "${namespace}" in ${locale}`);
  return messages;
}

/** Namespaces that have a file for the locale. */
export async function knownNamespaces(locale: Locale): Promise<string[]> {
  return [...(await messagesOf(locale)).keys()];
}
