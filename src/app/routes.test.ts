import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n, loadPageMessages, locales, startNamespaces } from '@/lib/i18n';
import { createRoutes, type PageTitleHandle } from './routes';

const titlesWhileLoading = (routes: RouteObject[]): PageTitleHandle['titleWhileLoading'][] =>
  routes.flatMap((route) => {
    const title = (route.handle as Partial<PageTitleHandle> | undefined)?.titleWhileLoading;
    return [...(title ? [title] : []), ...titlesWhileLoading(route.children ?? [])];
  });

describe('the title a first page shows while its code loads', () => {
  const titles = titlesWhileLoading(createRoutes(new QueryClient()));

  it('is known for the template apps with an app header, help among them', () => {
    expect(titles.map(({ title }) => title)).toEqual(expect.arrayContaining(['contacts:title', 'mailbox:title', 'dashboards:analytics.title', 'activities:title', 'help-center:title']));
  });

  it.each(locales)('is a message of the pages in %s, never a key', async (locale) => {
    const i18n = await createI18n(locale, [...startNamespaces]);
    await loadPageMessages(i18n);
    const keys = titles.flatMap(({ title, subtitle }) => (subtitle ? [title, subtitle] : [title]));
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
    expect(i18n.t('contacts:title')).not.toBe('contacts:title');
  });
});
