import type { Locale } from './locales';
import { isStartNamespace, namespaceOf } from './namespaces';

type Messages = Record<string, unknown>;
type Files = Record<string, () => Promise<Messages>>;

/**
 * A locale's messages files, each loaded when its namespace is first asked for. The build puts a
 * locale's list in the chunk of its start namespaces and groups the files into two chunks per locale
 * (namespaces.ts): the first namespace asked for loads the list with the start's messages in one
 * request, a page's namespace every page's. Only the current locale's files load, and the entry
 * carries four imports, not one per file.
 */
const bundles: Record<Locale, () => Promise<{ default: Files }>> = {
  'de-AT': () => import('./bundles/de-AT'),
  'en-US': () => import('./bundles/en-US'),
  'en-AT': () => import('./bundles/en-AT'),
  'ar-SA': () => import('./bundles/ar-SA'),
};

const lists = new Map<Locale, Promise<Map<string, () => Promise<Messages>>>>();

/** A locale's files by namespace, listed once. */
function filesOf(locale: Locale): Promise<Map<string, () => Promise<Messages>>> {
  let files = lists.get(locale);
  if (!files) {
    files = bundles[locale]().then(({ default: list }) => new Map(Object.entries(list).map(([path, load]) => [namespaceOf(path), load])));
    lists.set(locale, files);
  }
  return files;
}

export async function loadMessages(locale: Locale, namespace: string): Promise<Messages> {
  const load = (await filesOf(locale)).get(namespace);
  if (!load) throw new Error(`No messages for namespace "${namespace}" in ${locale}`);
  return load();
}

/** Namespaces that have a file for the locale. */
export async function knownNamespaces(locale: Locale): Promise<string[]> {
  return [...(await filesOf(locale)).keys()];
}

/** The namespaces of the pages beyond the start (the template apps, the account, the call room...). */
export async function pageNamespaces(locale: Locale): Promise<string[]> {
  return (await knownNamespaces(locale)).filter((namespace) => !isStartNamespace(namespace));
}
