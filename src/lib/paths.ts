import { localeFromPath, type Locale } from '@/lib/i18n';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Every route path of the app, written once: the router, redirects, links and navigation use these. */
export const paths = {
  root: '/',
  home: (lang: Locale) => `/${lang}/home`,
  notFound: (lang: Locale, options: { noCompany?: boolean } = {}) => `/${lang}/not-found${options.noCompany ? '?noCompany=true' : ''}`,
  signIn: (lang: Locale, redirectURL?: string) => withQuery(`/${lang}/sign-in`, { redirectURL }),
  signUp: (lang: Locale) => `/${lang}/sign-up`,
  signOut: (lang: Locale) => `/${lang}/sign-out`,
  forgotPassword: (lang: Locale) => `/${lang}/forgot-password`,
  resetPassword: (lang: Locale) => `/${lang}/reset-password`,
  unlockSession: (lang: Locale, redirectURL?: string) => withQuery(`/${lang}/unlock-session`, { redirectURL }),
  verifyEmail: (lang: Locale) => `/${lang}/verifyEmail`,
  twoFactorVerify: (lang: Locale) => `/${lang}/2fa-verify`,
  profile: (lang: Locale) => `/${lang}/profile`,
  settings: (lang: Locale) => `/${lang}/settings`,
  notifications: (lang: Locale) => `/${lang}/notifications`,
  scrumboard: (lang: Locale, boardId?: string) => `/${lang}/apps/scrumboard${boardId ? `/${encodeURIComponent(boardId)}` : ''}`,
  /** The notes app: a view (reminders, archive) or a label, the search, and the open note. */
  notes: (
    lang: Locale,
    state: {
      view?: 'reminders' | 'archive' | undefined;
      label?: string | undefined;
      query?: string | undefined;
      note?: string | undefined;
    } = {},
  ) => withQuery(`/${lang}/apps/notes`, { view: state.view, label: state.label, query: state.query || undefined, note: state.note }),
  tasks: (lang: Locale, taskId?: string) => `/${lang}/apps/tasks${taskId ? `/${encodeURIComponent(taskId)}` : ''}`,
  chat: (lang: Locale, chatId?: string) => `/${lang}/apps/chat${chatId ? `/${encodeURIComponent(chatId)}` : ''}`,
  /** The address book (the menu's Kontakte), with a contact open and the list's search and tag. */
  contacts: (lang: Locale, contactId?: string, list: { query?: string; tag?: string } = {}) =>
    withQuery(`/${lang}/contacts${contactId ? `/${encodeURIComponent(contactId)}` : ''}`, {
      query: list.query || undefined,
      tag: list.tag || undefined,
    }),
  /** The academy's courses, or one course at a step (counted from 1, as the page shows it). */
  academy: (lang: Locale, courseSlug?: string, step?: number) =>
    withQuery(`/${lang}/apps/academy${courseSlug ? `/${encodeURIComponent(courseSlug)}` : ''}`, {
      step: step && step > 1 ? String(step) : undefined,
    }),
  /** Dateien, the file manager: a folder by its id (the root without one), and how it is shown. */
  fileManager: (lang: Locale, folderId?: string | null, view?: 'list') =>
    withQuery(`/${lang}/file-manager${folderId ? `/${encodeURIComponent(folderId)}` : ''}`, { view }),
  /** The mailbox: a folder, filter or label by its slug (they never share one), the page, and the open mail. */
  mailbox: (lang: Locale, place: { slug?: string; page?: number; mailId?: string | undefined } = {}) =>
    `/${lang}/apps/mailbox/${encodeURIComponent(place.slug ?? 'inbox')}/${place.page ?? 1}${place.mailId ? `/${encodeURIComponent(place.mailId)}` : ''}`,
  mailboxSettings: (lang: Locale) => `/${lang}/apps/mailbox/settings`,
  /** The help center (the menu's Hilfe): home with its search, FAQs, guides, one guide, support. */
  help: (lang: Locale, query?: string) => withQuery(`/${lang}/help`, { query: query || undefined }),
  helpFaqs: (lang: Locale, categorySlug?: string) => `/${lang}/help/faqs${categorySlug ? `/${encodeURIComponent(categorySlug)}` : ''}`,
  helpGuides: (lang: Locale, categorySlug?: string, guideSlug?: string) =>
    `/${lang}/help/guides${categorySlug ? `/${encodeURIComponent(categorySlug)}` : ''}${categorySlug && guideSlug ? `/${encodeURIComponent(guideSlug)}` : ''}`,
  helpSupport: (lang: Locale) => `/${lang}/help/support`,
  /** The markdown page: a document of the product, or the playground (the changelog without one). */
  markdown: (lang: Locale, tab?: 'changelog' | 'getting-started' | 'playground') =>
    `/${lang}/ui/markdown${tab && tab !== 'changelog' ? `/${tab}` : ''}`,
  call: (lang: Locale, roomId: string) => withQuery(`/${lang}/call`, { id: roomId }),
  policy: (lang: Locale, policy: 'terms' | 'privacy' | 'impressum') => `/${lang}/policies/${policy}`,
} as const;

/**
 * Where sign-in returns to after the authentication check failed on `target` (spec point 2):
 * the page itself, except that a sign-out page maps to the root.
 */
export function redirectTargetOf(target: { pathname: string; search?: string; hash?: string }): string {
  if (/^\/(?:[^/]+\/)?sign-out\/?$/.test(target.pathname)) return paths.root;
  return `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
}

/**
 * A `redirectURL` from the address bar is untrusted: only a path of this app is followed, never
 * another site (`//evil.example`, `https://…`, `/\evil.example`).
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/**
 * A link from server data (messages, shortcuts, search results) as an address of this app: a path
 * of the app gets the page's `{lang}` unless it has one (`/profile`, `apps/mailbox`); an address
 * with a scheme, or one to another host, is left as it is. `javascript:` and the like are refused.
 */
export function appLink(lang: Locale, link: string): string {
  const trimmed = link.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    return /^(https?|mailto|tel):/i.test(trimmed) ? trimmed : '#';
  }
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return localeFromPath(path) ? path : `/${lang}${path === '/' ? '/home' : path}`;
}

/** Whether a link leaves the app (another host or scheme): such links open in a new tab. */
export const isExternalLink = (link: string) => /^[a-z][a-z\d+.-]*:/i.test(link.trim()) || link.trim().startsWith('//');
