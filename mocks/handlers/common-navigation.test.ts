import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@/lib/http';
import { createTokenStore, memoryStorage } from '@/lib/auth';
import type { NavigationItem, NavigationSets } from '@/components/navigation';
import { menuPages } from '../data/navigation';
import { serveFakeBackend, testSession } from '../node';

serveFakeBackend();

const client = (locale?: string, { signedIn = true } = {}) =>
  createHttpClient({
    baseUrl: 'http://localhost/',
    tokens: signedIn ? testSession : createTokenStore(memoryStorage()),
    ...(locale ? { locale: () => locale } : {}),
  });

const leaves = (items: NavigationItem[]): NavigationItem[] => items.flatMap((item) => (item.children ? leaves(item.children) : [item]));

describe('api/common/navigation', () => {
  it('returns the four sets', async () => {
    const sets = await client().get<NavigationSets>('api/common/navigation');
    expect(Object.keys(sets).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
  });

  it('holds every page of the menu table, each linking to /{prefix}/{page}', async () => {
    const sets = await client('en-US').get<NavigationSets>('api/common/navigation');
    const pages = leaves(sets.default.filter((item) => item.id !== 'sample-apps'));
    expect(pages.map((item) => item.id)).toEqual(menuPages);
    expect(menuPages).toEqual([
      'home',
      'contacts',
      'calendar',
      'company',
      'office',
      'file-manager',
      'customers',
      'interpreters',
      'communication-assistance',
      'payers',
      'manageEvents',
      'manageEventTopic',
      'analytics',
      'finance',
      'accounts',
      'invoice',
      'notifications',
      'videos',
      'profile',
      'settings',
      'help',
      'sign-out',
    ]);
    for (const item of pages) expect(item.link).toBe(`/en-US/${item.id}`);
  });

  it('ends every set with the sample apps, each at its template path', async () => {
    const sets = await client('en-US').get<NavigationSets>('api/common/navigation');
    for (const name of ['compact', 'default', 'futuristic', 'horizontal'] as const) {
      expect(sets[name].at(-1)?.id, name).toBe('sample-apps');
    }
    const links = leaves(sets.default.at(-1)!.children ?? []).map((item) => item.link);
    expect(links).toEqual([
      '/en-US/dashboards/project',
      '/en-US/dashboards/crypto',
      '/en-US/apps/academy',
      '/en-US/apps/chat',
      '/en-US/apps/mailbox',
      '/en-US/apps/notes',
      '/en-US/apps/scrumboard',
      '/en-US/apps/tasks',
      '/en-US/apps/inventory',
      '/en-US/pages/activities',
      '/en-US/ui/icons',
      '/en-US/ui/markdown',
    ]);
  });

  it('prefixes links with the locale of the request, German by default', async () => {
    const arabic = await client('ar-SA').get<NavigationSets>('api/common/navigation');
    const german = await client().get<NavigationSets>('api/common/navigation');
    expect(leaves(arabic.horizontal)[0]?.link).toBe('/ar-SA/home');
    expect(leaves(german.compact)[0]?.link).toBe('/de-AT/home');
  });

  it('builds the derived sets from the default items with the same id', async () => {
    const sets = await client().get<NavigationSets>('api/common/navigation');
    for (const name of ['compact', 'futuristic', 'horizontal'] as const) {
      for (const item of sets[name]) {
        const source = sets.default.find((candidate) => candidate.id === item.id);
        expect(item.children, `${name}/${item.id}`).toEqual(source?.children);
      }
    }
    expect(sets.compact.every((item) => item.type === 'aside')).toBe(true);
  });

  it('puts the inbox’s unread count on the mailbox entry, and takes it down as mails are read', async () => {
    const mailbox = async () =>
      leaves((await client('en-US').get<NavigationSets>('api/common/navigation')).default).find((item) => item.id === 'mailbox')!;
    const folders = await client().get<{ slug: string; count: number }[]>('api/apps/mailbox/folders');
    const unread = folders.find((folder) => folder.slug === 'inbox')!.count;
    expect((await mailbox()).badge).toEqual({ title: String(unread) });
    const page = await client().get<{ mails: { id: string; unread: boolean }[] }>('api/apps/mailbox/mails?folder=inbox');
    await client().patch('api/apps/mailbox/mail', { id: page.mails.find((mail) => mail.unread)!.id, mail: { unread: false } });
    expect((await mailbox()).badge).toEqual({ title: String(unread - 1) });
  });

  it('answers a visitor without a session too, without the signed-in user’s unread count', async () => {
    const sets = await client('en-US', { signedIn: false }).get<NavigationSets>('api/common/navigation');
    expect(leaves(sets.default).find((item) => item.id === 'mailbox')?.badge).toBeUndefined();
  });
});
