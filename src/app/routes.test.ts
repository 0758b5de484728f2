import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n, loadPageMessages, locales, startNamespaces } from '@/lib/i18n';
import { productAreaIds } from '@/features/product-areas';
import { isPageAccess } from '@/features/user';
import { createRoutes, type PageAccessHandle, type PageTitleHandle } from './routes';

const titlesWhileLoading = (routes: RouteObject[]): PageTitleHandle['titleWhileLoading'][] =>
  routes.flatMap((route) => {
    const title = (route.handle as Partial<PageTitleHandle> | undefined)?.titleWhileLoading;
    return [...(title ? [title] : []), ...titlesWhileLoading(route.children ?? [])];
  });

describe('the title a first page shows while its code loads', () => {
  const titles = titlesWhileLoading(createRoutes(new QueryClient()));

  it('is known for the template apps with an app header, help among them', () => {
    expect(titles.map(({ title }) => title)).toEqual(
      expect.arrayContaining(['contacts:title', 'mailbox:title', 'dashboards:analytics.title', 'activities:title', 'help-center:title']),
    );
  });

  it.each(locales)('is a message of the pages in %s, never a key', async (locale) => {
    const i18n = await createI18n(locale, [...startNamespaces]);
    await loadPageMessages(i18n);
    const keys = titles.flatMap(({ title, subtitle }) => (subtitle ? [title, subtitle] : [title]));
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
    expect(i18n.t('contacts:title')).not.toBe('contacts:title');
  });
});

describe('the title of a first page whose address names what it opens', () => {
  const routes = titlesWhileLoading(createRoutes(new QueryClient()));
  const titleOf = (app: string) => routes.find(({ title }) => title === app)?.titleOf;
  const address = (params: Record<string, string>, query = '') => ({ params, query: new URLSearchParams(query) });

  it.each(locales)('is the page’s heading in %s: the folder, the set, the view', async (locale) => {
    const i18n = await createI18n(locale, [...startNamespaces]);
    await loadPageMessages(i18n);
    const mailbox = titleOf('mailbox:title');
    expect(mailbox?.(address({ '*': 'inbox/1' }), i18n)).toBe(i18n.t('mailbox:heading', { place: i18n.t('mailbox:folder.inbox') }));
    expect(mailbox?.(address({ '*': 'starred/2/mail-7' }), i18n)).toBe(
      i18n.t('mailbox:heading', { place: i18n.t('mailbox:filter.starred') }),
    );
    expect(mailbox?.(address({ '*': 'settings' }), i18n)).toBe(i18n.t('mailbox:heading', { place: i18n.t('mailbox:settings.title') }));
    expect(titleOf('icons:title')?.(address({ set: 'material-twotone' }), i18n)).toBe(i18n.t('icons:sets.material-twotone'));
    expect(titleOf('notes:title')?.(address({}, 'view=archive&label=l1'), i18n)).toBe(
      i18n.t('notes:heading', { place: i18n.t('notes:view.archive') }),
    );
  });

  it('is the app’s name where the address names no place the messages know', async () => {
    const i18n = await createI18n('de-AT', [...startNamespaces]);
    await loadPageMessages(i18n);
    // A label's name comes with the data; words of the messages that are not a folder's name are no title.
    for (const splat of ['', 'work/1', 'folder/1', 'inbox.title/1', 'title/1'])
      expect(titleOf('mailbox:title')?.(address({ '*': splat }), i18n)).toBeUndefined();
    for (const set of [undefined, 'fontawesome', 'sets'])
      expect(titleOf('icons:title')?.(address(set ? { set } : {}), i18n)).toBeUndefined();
    for (const query of ['', 'view=notes', 'view=trash', 'label=l1'])
      expect(titleOf('notes:title')?.(address({}, query), i18n)).toBeUndefined();
  });
});

describe('the page-access guard of the routes', () => {
  /** Every route with a path, with the table entry of the nearest guard above it (or none). */
  const pathsWithGuard = (routes: RouteObject[], guard: string | null = null, prefix = ''): [path: string, guard: string | null][] =>
    routes.flatMap((route) => {
      const access = (route.handle as Partial<PageAccessHandle> | undefined)?.access ?? guard;
      const path = route.path ? `${prefix}/${route.path}`.replace('//', '/') : prefix;
      return [
        ...(route.path && !route.children ? [[path, access] as [string, string | null]] : []),
        ...pathsWithGuard(route.children ?? [], access, path),
      ];
    });
  const all = pathsWithGuard(createRoutes(new QueryClient()));
  const byPath = new Map(all);

  it('guards every page a session opens by an entry of the table, and none of the pages before or without one', () => {
    const unguarded = all.filter(([, guard]) => guard === null).map(([path]) => path);
    expect(unguarded.sort()).toEqual(
      [
        '/:lang/2fa-verify',
        '/:lang/forgot-password',
        '/:lang/help/*',
        '/:lang/not-found',
        '/:lang/policies/:policy?',
        '/:lang/reset-password',
        '/:lang/sign-in',
        '/:lang/sign-out',
        '/:lang/sign-up',
        '/:lang/unlock-session',
        '/:lang/verifyEmail',
        '/:lang/*',
      ].sort(),
    );
    for (const [, guard] of all) if (guard !== null) expect(isPageAccess(guard), guard).toBe(true);
  });

  it('guards each page of the menu by its own entry', () => {
    for (const page of ['profile', 'settings', 'contacts', 'file-manager', 'analytics', 'finance', ...productAreaIds])
      expect(
        byPath.get(`/:lang/${page === 'contacts' ? 'contacts/:contactId?' : page === 'file-manager' ? 'file-manager/:folderId?' : page}`),
        page,
      ).toBe(page);
    expect(byPath.get('/:lang/home')).toBe('home');
    expect(byPath.get('/:lang/call')).toBe('session');
    for (const path of ['apps/chat/:chatId?', 'apps/mailbox/*', 'dashboards/project', 'ui/icons/:set?', 'docs/*', 'apps/:id/*'])
      expect(byPath.get(`/:lang/${path}`), path).toBe('sample-apps');
  });
});
