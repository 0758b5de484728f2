import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueDemoToken } from '@mocks/data/auth';
import { launchChromium, previewBuild } from './support';

/**
 * A page opened by its address asks for its data as soon as its code is there (the route's
 * prefetch), all at once rather than one answer after another, and each thing once: the prefetch
 * and the page's own hooks share their query keys. Measured in the built demo with the page's own
 * clock (Resource Timing), so a busy machine changes the figures but not the order.
 */
let server: PreviewServer;
let browser: Browser;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  ({ server, baseUrl } = await previewBuild(inject('builds').demo));
  browser = await launchChromium();
  token = await issueDemoToken('user-1', { name: 'Anna Gruber' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Fetched {
  /** Path and query, as asked. */
  url: string;
  startTime: number;
  responseEnd: number;
}

/** Opens `path` signed in and waits until the network is idle: every API request the page made, in the page's clock. */
async function openAndRecord(path: string): Promise<Fetched[]> {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => {
        const { pathname, search } = new URL(entry.name);
        return { url: `${pathname}${search}`, startTime: entry.startTime, responseEnd: (entry as PerformanceResourceTiming).responseEnd };
      }),
  );
  await context.close();
  return fetched;
}

/** An API answer as a signed-in page gets it: to find sample ids. */
async function apiAnswer<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, token }) => (await fetch(path, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<T>,
    { path, token },
  );
}

interface Case {
  address: string;
  /** The requests the address names, which must all go out before any of them is answered. */
  atOnce: string[];
}

async function cases(): Promise<Case[]> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en-US/help`);
  // The help's questions come from the fake backend: once they show, it answers.
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const [contact] = await apiAnswer<{ id: string }[]>(page, '/api/apps/contacts/search?query=an');
  const tasks = await apiAnswer<{ id: string; type: string }[]>(page, '/api/apps/tasks/all');
  const task = tasks.find((candidate) => candidate.type === 'task');
  const [board] = await apiAnswer<{ id: string }[]>(page, '/api/apps/scrumboard/boards');
  const sent = await apiAnswer<{ mails: { id: string; unread: boolean }[] }>(page, '/api/apps/mailbox/mails?folder=sent&page=1');
  const readMail = sent.mails.find((mail) => !mail.unread);
  const [chat] = await apiAnswer<{ id: string }[]>(page, '/api/apps/chat/chats');
  const [guides] = await apiAnswer<{ slug: string; guides: { slug: string }[] }[]>(page, '/api/apps/help-center/guides?limit=5');
  const { products } = await apiAnswer<{ products: { id: string }[] }>(page, '/api/apps/inventory/products?page=0&size=10');
  await context.close();
  for (const found of [contact, task, board, readMail, chat, guides?.guides[0], products[1]]) expect(found).toBeDefined();
  return [
    {
      address: `/en-US/contacts/${contact!.id}?query=an`,
      atOnce: ['/api/apps/contacts/search?query=an', '/api/apps/contacts/tags', `/api/apps/contacts/contact?id=${contact!.id}`],
    },
    {
      address: `/en-US/apps/mailbox/sent/1/${readMail!.id}`,
      atOnce: [
        '/api/apps/mailbox/settings',
        '/api/apps/mailbox/labels',
        '/api/apps/mailbox/folders',
        '/api/apps/mailbox/filters',
        '/api/apps/mailbox/mails?folder=sent&page=1',
        `/api/apps/mailbox/mail?id=${readMail!.id}`,
      ],
    },
    // Sent on to the first page: its list is asked for with the rest, not after the redirect.
    { address: '/en-US/apps/mailbox/inbox', atOnce: ['/api/apps/mailbox/folders', '/api/apps/mailbox/mails?folder=inbox&page=1'] },
    {
      address: `/en-US/apps/scrumboard/${board!.id}`,
      atOnce: [
        '/api/apps/scrumboard/members',
        `/api/apps/scrumboard/board?id=${board!.id}`,
        `/api/apps/scrumboard/board/labels?boardId=${board!.id}`,
      ],
    },
    { address: `/en-US/apps/tasks/${task!.id}`, atOnce: ['/api/apps/tasks/all', '/api/apps/tasks/tags', '/api/apps/tasks/members'] },
    {
      address: `/en-US/apps/inventory?search=a&page=0&product=${products[1]!.id}`,
      atOnce: [
        '/api/apps/inventory/products?search=a&sort=name&order=asc&page=0&size=10',
        '/api/apps/inventory/tags',
        `/api/apps/inventory/product?id=${products[1]!.id}`,
      ],
    },
    {
      address: `/en-US/apps/chat/${chat!.id}`,
      atOnce: ['/api/apps/chat/chats', '/api/apps/chat/profile', '/api/apps/chat/contacts', `/api/apps/chat/chat?id=${chat!.id}`],
    },
    {
      address: `/en-US/help/guides/${guides!.slug}/${guides!.guides[0]!.slug}`,
      atOnce: [
        '/api/apps/help-center/faqs',
        `/api/apps/help-center/guide?categorySlug=${guides!.slug}&guideSlug=${guides!.guides[0]!.slug}`,
      ],
    },
    { address: '/en-US/analytics', atOnce: ['/api/dashboards/analytics'] },
    { address: '/en-US/file-manager', atOnce: ['/api/apps/file-manager?folderId=null'] },
    { address: '/en-US/call?id=room-7', atOnce: ['/api/calls/room?id=room-7'] },
    // The guide and the example configuration its markdown shows below it: not one after the other.
    {
      address: '/en-US/docs/guides/getting-started/introduction',
      atOnce: ['/api/docs/getting-started.en.md', '/api/docs/app-config.example.json'],
    },
    { address: '/en-US/ui/markdown/getting-started', atOnce: ['/api/docs/getting-started.en.md', '/api/docs/app-config.example.json'] },
    { address: '/en-US/ui/icons/feather', atOnce: ['/api/ui/icons/feather'] },
  ];
}

describe('a page opened by its address', () => {
  it('asks for what it shows at once, and for each thing once', { timeout: 240_000 }, async () => {
    for (const { address, atOnce } of await cases()) {
      const fetched = await openAndRecord(address);
      const urls = fetched.map(({ url }) => url);
      expect(urls, address).toEqual(expect.arrayContaining(atOnce));
      const named = fetched.filter(({ url }) => atOnce.includes(url));
      const firstAnswer = Math.min(...named.map(({ responseEnd }) => responseEnd));
      const lateOnes = named.filter(({ startTime }) => startTime >= firstAnswer).map(({ url }) => url);
      expect(lateOnes, `${address}: asked for only after an answer`).toEqual([]);
      const twice = urls.filter((url, index) => urls.indexOf(url) !== index);
      expect(twice, `${address}: asked for twice`).toEqual([]);
    }
  });
});
