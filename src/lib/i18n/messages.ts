import type { Locale } from './locales';

type MessageModule = { default: Record<string, unknown> };

/**
 * Every slice keeps its messages beside it, one file per locale: `<slice>/locales/<locale>.json`.
 * The namespace is the slice's folder name (`features/not-found` -> `not-found`); the shared
 * messages in `lib/i18n/locales` form the `common` namespace. Each file is its own lazy chunk.
 */
const messageFiles = import.meta.glob<MessageModule>(['/src/**/locales/*.json']);

export function namespaceOf(path: string): string {
  const parts = path.split('/');
  const folder = parts[parts.length - 3] ?? '';
  return folder === 'i18n' ? 'common' : folder;
}

function localeOf(path: string): string {
  return (path.split('/').pop() ?? '').replace(/\.json$/, '');
}

const loaders = new Map<string, () => Promise<MessageModule>>(
  Object.entries(messageFiles).map(([path, load]) => [`${localeOf(path)}/${namespaceOf(path)}`, load]),
);

export async function loadMessages(locale: Locale, namespace: string): Promise<Record<string, unknown>> {
  const load = loaders.get(`${locale}/${namespace}`);
  if (!load) throw new Error(`No messages for namespace "${namespace}" in ${locale}`);
  return (await load()).default;
}

/** Namespaces that have a file for the locale, for completeness checks. */
export function knownNamespaces(locale: Locale): string[] {
  return [...loaders.keys()].filter((key) => key.startsWith(`${locale}/`)).map((key) => key.slice(locale.length + 1));
}
