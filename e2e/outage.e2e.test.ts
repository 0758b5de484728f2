import { createServer, type Server, type Socket } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueDemoToken } from '../mocks/data/auth';
import { sampleUser } from '../mocks/data/user';
import { launchChromium, previewBuild, realApiUrl } from './support';

/**
 * The app built for a real API that is down or never answers. The browser resolves the API's host to
 * a local port whose server accepts connections and then says nothing; a test that wants it refused,
 * or back, intercepts its requests in the browser.
 */
let api: Server;
const sockets = new Set<Socket>();
let server: PreviewServer;
let browser: Browser;
let baseUrl: string;
const apiUrl = realApiUrl;

beforeAll(async () => {
  api = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const silentPort = typeof address === 'object' && address ? address.port : 0;
  ({ server, baseUrl } = await previewBuild(inject('builds').realApi));
  browser = await launchChromium([`--host-resolver-rules=MAP ${new URL(apiUrl).hostname} 127.0.0.1:${silentPort}`]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  sockets.forEach((socket) => socket.destroy());
  api?.close();
});

async function openSignedIn(path: string) {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const token = await issueDemoToken('user-1');
  await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('HydrateFallback')) errors.push(message.text());
  });
  return { page, context, errors, goto: () => page.goto(`${baseUrl}${path}`) };
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'The server cannot be reached.' });

describe('a server that is down or never answers', () => {
  it('shows a signed-in page at once and says, after the time limit, that the server does not answer', async () => {
    const { page, context, errors, goto } = await openSignedIn('/en-US/home');
    let started = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(apiUrl)) started += 1;
    });
    await goto();
    // The shell and the page's own loading state, while the first requests are still waiting.
    await page.getByRole('banner').waitFor();
    await page.getByText('Loading…').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await menu.getByRole('status', { name: 'Loading' }).waitFor();
    expect(started).toBeGreaterThan(0);
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    // The reads' 10 s limit ends the wait; the page then says why, with the time of the last try.
    await banner(page).waitFor({ timeout: 30_000 });
    await expect.poll(() => banner(page).textContent()).toMatch(/Last try at \d{1,2}:\d{2}:\d{2}/);
    expect(await banner(page).getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // The menu's stand-ins do not promise a menu that is not coming.
    await menu.getByRole('status').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says at once when the server refuses, and recovers with Try again once it answers', async () => {
    const { page, context, goto } = await openSignedIn('/en-US/home');
    let up = false;
    await page.route(`${apiUrl}**`, async (route) => {
      if (!up) return route.abort('connectionrefused');
      const path = new URL(route.request().url()).pathname;
      if (route.request().method() === 'OPTIONS')
        return route.fulfill({
          status: 204,
          headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' },
        });
      const body =
        path === '/api/common/user'
          ? sampleUser
          : path === '/api/common/navigation'
            ? { default: [], compact: [], futuristic: [], horizontal: [] }
            : [];
      return route.fulfill({ status: 200, json: body, headers: { 'access-control-allow-origin': '*' } });
    });
    await goto();
    await banner(page).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // Once the queries have spent their retries, only Try again brings the page back.
    await page.getByText('Your profile could not be loaded.').waitFor({ timeout: 30_000 });

    up = true;
    // Try again brings the page back; a background reconnect that reaches the server first (and
    // takes the banner, button and all, away) is as good an ending.
    const clicked = banner(page).getByRole('button', { name: 'Try again' }).click({ timeout: 30_000 });
    clicked.catch(() => undefined);
    await Promise.race([clicked, banner(page).waitFor({ state: 'detached', timeout: 30_000 })]);
    await page.getByRole('heading', { level: 1, name: `Welcome, ${sampleUser.fullName}` }).waitFor({ timeout: 30_000 });
    await banner(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('renders the sign-in page for a visitor without waiting for the server', async () => {
    const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en-US/sign-in`);
    // Well inside the reads' time limit: nothing on this page waits for an answer.
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 8_000 });
    await context.close();
  });
});
