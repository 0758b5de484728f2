import type { Browser, BrowserContext } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir, launchChromium, viteConfigFile } from './support';

/**
 * The composed app as staff use it: the production build on its embedded fake backend, in a real
 * Chromium. (A build, not the dev server: no dependency optimisation reloads a page mid-test.)
 */
let server: PreviewServer;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  const configFile = viteConfigFile;
  const outDir = buildDir('e2e-dist');
  await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true }, define: { 'import.meta.env.VITE_API_URL': '""' } });
  server = await preview({ configFile, logLevel: 'error', build: { outDir }, preview: { port: 0, open: false } });
  baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: { locale?: string } = {}) {
  const context: BrowserContext = await browser.newContext({ locale: options.locale ?? 'de-AT', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${path}`);
  return { page, context, errors };
}

describe('composed app on the fake backend', () => {
  it('opens the root in the browser language and shows the signed-in user on home', async () => {
    const { page, context, errors } = await open('/');
    await page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Gruber' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/de-AT/home');
    expect(await page.getAttribute('html', 'lang')).toBe('de-AT');
    expect(await page.getAttribute('html', 'data-theme')).toBe('brand');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects /{lang} to /{lang}/home', async () => {
    const { page, context } = await open('/en-US');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-US/home');
    await context.close();
  });

  it('opens a path without a locale in the preferred one', async () => {
    const { page, context } = await open('/home', { locale: 'en-US' });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-US/home');
    await context.close();
  });

  it('sends unknown paths to the not-found page, keeping the noCompany flag', async () => {
    const { page, context } = await open('/en-US/companies/nowhere?noCompany');
    await page.getByText('Company not found.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-US/not-found');
    await page.getByRole('link', { name: 'Back to the start page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
    await context.close();
  });

  it('shows Arabic right to left', async () => {
    const { page, context } = await open('/ar-SA/home');
    await page.getByRole('heading', { level: 1, name: 'مرحبًا، Anna Gruber' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await context.close();
  });

  it('reloads the page when a link leads to another locale', async () => {
    const { page, context } = await open('/en-US/not-found');
    await page.getByText('The page you requested could not be found.').waitFor();
    await page.evaluate(() => {
      // A marker that survives client-side navigation but not a reload.
      (window as unknown as { marker: boolean }).marker = true;
      window.history.pushState({}, '', '/de-AT/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Gruber' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    expect(await page.getAttribute('html', 'lang')).toBe('de-AT');
    await context.close();
  });

  it('keeps demo edits across a reload', async () => {
    const { page, context } = await open('/en-US/home');
    await page.getByText('Online').waitFor();
    await page.evaluate(() =>
      fetch('/api/common/user', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: { status: 'busy' } }) }),
    );
    await page.reload();
    await page.getByText('Busy').waitFor();
    await context.close();
  });

  it('follows the operating system live with the auto scheme', async () => {
    const { page, context } = await open('/en-US/home?scheme=auto');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'data-scheme')).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.scheme === 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 23, 42)');
    await context.close();
  });

  it('applies the theme and scheme from the query string', async () => {
    const { page, context } = await open('/en-US/home?theme=rose&scheme=dark');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('rose');
    expect(await page.getAttribute('html', 'data-scheme')).toBe('dark');
    await context.close();
  });
});
