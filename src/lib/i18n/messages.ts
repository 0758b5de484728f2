import type { Locale } from './locales';
import { isStartNamespace, namespaceOf } from './namespaces';

type Messages = Record<string, unknown>;

/**
 * Every slice's messages file, each loaded when its namespace is first asked for. The build groups
 * them into two chunks per locale (namespaces.ts): a namespace of the start loads the start's messages
 * in one request, a page's namespace every page's. Only the current locale's files load.
 */
const files = import.meta.glob<Messages>('/src/**/locales/*.json', { import: 'default' });

const localeOfFile = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const importers = new Map<string, () => Promise<Messages>>();
for (const [path, load] of Object.entries(files)) importers.set(`${localeOfFile(path)}/${namespaceOf(path)}`, load);

export async function loadMessages(locale: Locale, namespace: string): Promise<Messages> {
  const load = importers.get(`${locale}/${namespace}`);
  if (!load) throw new Error(`No messages for namespace "${namespace}" in ${locale}`);
  return load();
}

/** Namespaces that have a file for the locale. */
export async function knownNamespaces(locale: Locale): Promise<string[]> {
  return [...importers.keys()].filter((key) => key.startsWith(`${locale}/`)).map((key) => key.slice(locale.length + 1));
}

/** The namespaces of the pages beyond the start (the template apps, the account, the call room...). */
export async function pageNamespaces(locale: Locale): Promise<string[]> {
  return (await knownNamespaces(locale)).filter((namespace) => !isStartNamespace(namespace));
}
