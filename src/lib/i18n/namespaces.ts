/**
 * The namespaces the first screen of any page speaks: the frame with its top bar, panels and live
 * side, the home, the sign-in pages, the error pages and the demo tools. The build puts them in one
 * chunk per locale, which loads with the app's start. The other pages' namespaces (the template apps,
 * the account, the call room, the policies) are a second chunk per locale, which loads beside the
 * route chunk of the first such page (see `loadPageMessages`).
 */
export const startNamespaces = [
  'common',
  'shell',
  'user',
  'home',
  'auth',
  'error-pages',
  'demo-tools',
  'realtime',
  'search',
  'shortcuts',
  'messages',
  'notifications',
  'inbox',
  'quick-chat',
] as const;

const localeFile = /\/src\/(?:features\/([^/]+)|lib\/i18n)\/locales\/([A-Za-z-]+)\.json$/;
const localeList = /\/src\/lib\/i18n\/bundles\/([A-Za-z-]+)\.ts$/;

/**
 * A slice's messages live beside it, one file per locale: `<slice>/locales/<locale>.json`. The
 * namespace is the slice's folder name (`features/not-found` -> `not-found`); the shared messages in
 * `lib/i18n/locales` form the `common` namespace.
 */
export function namespaceOf(path: string): string {
  const parts = path.split('/');
  const folder = parts[parts.length - 3] ?? '';
  return folder === 'i18n' ? 'common' : folder;
}

export const isStartNamespace = (namespace: string) => (startNamespaces as readonly string[]).includes(namespace);

/**
 * The chunk of the build a messages file goes to (`messages-de-AT`, `messages-de-AT-pages`), or null
 * for any other module. A locale's list of files goes with its start namespaces.
 */
export function messagesChunkOf(moduleId: string): string | null {
  const list = localeList.exec(moduleId);
  if (list) return `messages-${list[1]}`;
  const match = localeFile.exec(moduleId);
  if (!match) return null;
  return isStartNamespace(match[1] ?? 'common') ? `messages-${match[2]}` : `messages-${match[2]}-pages`;
}
