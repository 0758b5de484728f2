import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDemoToken } from '@mocks/data/auth';
import budget from '../size-budget.json';
import { buildApp, buildDir, launchChromium, previewBuild } from './support';

/**
 * What a signed-in user's home loads until the network is idle, in the production build on its
 * fake backend, cache off: every script, the fake backend's included. `npm run size` runs this with
 * the entry check; the budgets are in size-budget.json.
 */
let server: PreviewServer;
let browser: Browser;
let baseUrl: string;
const outDir = buildDir('home-load-dist');

beforeAll(async () => {
  await buildApp(outDir, '');
  ({ server, baseUrl } = await previewBuild(outDir));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A script's size as a server that compresses would send it: the built file, gzipped. */
const gzipKb = (pathname: string) => gzipSync(readFileSync(join(outDir, pathname))).length / 1024;

describe('the signed-in home', () => {
  it(`loads at most ${budget.home.scriptGzipKb} KB of script (gzip) in at most ${budget.home.scriptRequests} requests until the network is idle`, async () => {
    const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
    const token = await issueDemoToken('user-1');
    await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${baseUrl}/en-US/home`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = scripts.map((pathname) => ({ pathname, kb: gzipKb(pathname) })).sort((a, b) => b.kb - a.kb);
    const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0);
    // The figures for the record (and for the next cut): the total, then the largest scripts.
    console.info(`Home until idle: ${totalKb.toFixed(1)} KB of script (gzip) in ${scripts.length} requests`);
    for (const { pathname, kb } of sizes.slice(0, 12)) console.info(`${kb.toFixed(1).padStart(7)} KB  ${pathname}`);
    expect(totalKb).toBeLessThanOrEqual(budget.home.scriptGzipKb);
    expect(scripts.length).toBeLessThanOrEqual(budget.home.scriptRequests);
    await context.close();
  });
});
