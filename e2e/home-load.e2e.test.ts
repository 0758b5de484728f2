import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueDemoToken } from '@mocks/data/auth';
import { isStartNamespace } from '@/lib/i18n/namespaces';
import budget from '../size-budget.json';
import { entrySize } from '../scripts/entry-size.mjs';
import { builtFrom, launchChromium, loadedWith, previewBuild, sourceMapOf, sourcePath } from './support';

/**
 * What a signed-in user's home loads until the network is idle, in the production build on its
 * fake backend, cache off: every script, the fake backend's included; and what the entry HTML loads
 * before the first screen. `npm test` and `npm run size` run it; the budgets are in size-budget.json.
 */
let server: PreviewServer;
let browser: Browser;
let baseUrl: string;
let outDir: string;

beforeAll(async () => {
  outDir = inject('builds').demo;
  ({ server, baseUrl } = await previewBuild(outDir));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A script's size as a server that compresses would send it: the built file, gzipped. */
const gzipKb = (pathname: string) => gzipSync(readFileSync(join(outDir, pathname))).length / 1024;

/**
 * The fake backend: its own modules, MSW and what MSW brings, faker, and jose, with which it signs
 * and checks the demo's tokens (the app reads its token without it: the build check fails any build
 * for a real API that carries jose).
 */
const fakeBackendSource =
  /^(mocks|virtual:sample|jose|msw|@mswjs|@faker-js|@bundled-es-modules|@open-draft|headers-polyfill|outvariant|strict-event-emitter|is-node-process|until-async|rettime|path-to-regexp|statuses|cookie|graphql)\//;

/**
 * How much of a script is the fake backend's: the share of its built code that its source map traces
 * to the fake backend's sources. (A source's own length would say little: a library's commented source
 * may be long and build to a few lines.)
 */
function fakeBackendShare(pathname: string): number {
  const map = sourceMapOf(outDir, pathname);
  if (!map) return 0;
  const lines = readFileSync(join(outDir, pathname), 'utf8').split('\n');
  const isFake = map.sources.map((source) => fakeBackendSource.test(sourcePath(source)));
  let fake = 0;
  let traced = 0;
  decode(map.mappings).forEach((segments, line) =>
    segments.forEach(([column, source], index) => {
      if (source === undefined) return;
      const length = (segments[index + 1]?.[0] ?? lines[line]!.length) - column;
      traced += length;
      if (isFake[source]) fake += length;
    }),
  );
  return traced ? fake / traced : 0;
}

/** How much of these scripts (gzip) is the fake backend's. */
const fakeBackendKb = (scripts: string[]) => scripts.reduce((sum, pathname) => sum + gzipKb(pathname) * fakeBackendShare(pathname), 0);

/**
 * The scripts the fake backend needs before it answers anything: the chunk that holds
 * `mocks/browser.ts` and what it imports statically (its other areas load later, each with its first
 * request). Read from the build's manifest, so the figure does not depend on what the page happened
 * to ask for first.
 */
const fakeBackendStart = () => loadedWith(outDir, 'mocks/browser.ts');

/**
 * Code that must not load before it is used: the search's combo box, each panel's contents, the
 * settings page's push section, the notifications page, forms and their library, the HTML
 * sanitiser, faker (the samples the home reads are prepared at build time), the icons' shapes
 * (index.html carries them as a sprite), and every overlay's code: the menus, popovers and drawers
 * of the top bar and the navigation load theirs (collections, selection, positioning, focus
 * containment) when they are about to open.
 */
const notInFirstLoad = [
  'src/features/search/SearchField.tsx',
  'src/features/realtime/PushSettings.tsx',
  'src/features/notifications/NotificationsPage.tsx',
  'src/features/shortcuts/ShortcutForm.tsx',
  'src/features/quick-chat/Conversation.tsx',
  'src/features/inbox/InboxEntryItem.tsx',
  'src/features/account/SettingsPage.tsx',
  'react-hook-form/',
  'dompurify/',
  '@faker-js/',
  '@heroicons/',
  'src/components/Menu/Menu.tsx',
  'src/components/Menu/MenuPopover.tsx',
  'src/components/Popover/PopoverDialog.tsx',
  'src/components/Drawer/DrawerModal.tsx',
  'src/components/navigation/NavigationMenu.tsx',
  // A wide screen's navigation is beside the page, never a modal dialog over it.
  'src/components/navigation/NavigationDialog.tsx',
  'react-aria/dist/private/focus/FocusScope.mjs',
  // A tooltip's bubble and its positioning come when one is about to open.
  'src/components/Tooltip/TooltipBubble.tsx',
  'react-aria/dist/private/overlays/calculatePosition.mjs',
  'src/features/shell/user/UserMenuItems.tsx',
  'src/features/shell/top-bar/LanguageMenu.tsx',
  'react-aria-components/dist/private/Menu.mjs',
  'react-aria-components/dist/private/Popover.mjs',
  'react-aria-components/dist/private/Modal.mjs',
  'react-aria-components/dist/private/Dialog.mjs',
  'react-aria/dist/private/collections/CollectionBuilder.mjs',
  'react-stately/dist/private/selection/',
];

/**
 * The messages of the pages beyond the start (the template apps, the account, the call room...): a
 * chunk per locale that loads with the first such page, not with the frame, the home or sign-in.
 */
const pageMessages = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && existsSync(new URL(`../src/features/${entry.name}/locales`, import.meta.url)) && !isStartNamespace(entry.name),
  )
  .map((entry) => `src/features/${entry.name}/locales/`);

/** The messages of the locales a page in en-US does not speak: only its own locale's load. */
const otherLocales = ['de-AT', 'en-AT', 'ar-SA'].flatMap((locale) => [
  `src/lib/i18n/locales/${locale}.json`,
  `src/lib/i18n/bundles/${locale}.ts`,
]);

/** What a page loads until the network is idle, cache off: scripts, stylesheets, and which answers came from the fake backend's worker. */
async function loadUntilIdle(path: string, { signedIn, ready }: { signedIn: boolean; ready: (page: Page) => Promise<void> }) {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  if (signedIn) {
    const token = await issueDemoToken('user-1', { name: 'Anna Gruber' });
    await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  }
  const page = await context.newPage();
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const fonts: string[] = [];
  /** Every request's path, in the order the page made them. */
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    requests.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
    if (request.resourceType() === 'font') fonts.push(pathname);
  });
  // Which answers the fake backend's worker gave: the API's and the hub's, never the app's own files.
  const fromWorker = { appFiles: [] as string[], api: 0 };
  page.on('response', (response) => {
    if (!response.fromServiceWorker()) return;
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/hubs/')) fromWorker.api += 1;
    else fromWorker.appFiles.push(pathname);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const sizes = scripts.map((pathname) => ({ pathname, kb: gzipKb(pathname) })).sort((a, b) => b.kb - a.kb);
  const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0);
  const fakeKb = fakeBackendKb(scripts);
  const loadedSources = new Set(scripts.flatMap((pathname) => builtFrom(outDir, pathname)));
  // The figures for the record (and for the next cut): the total, then the largest scripts.
  console.info(
    `${path} until idle: ${totalKb.toFixed(1)} KB of script (gzip) in ${scripts.length} requests, ${stylesheets.length} stylesheets`,
  );
  console.info(`  the app's ${(totalKb - fakeKb).toFixed(1)} KB, the fake backend's ${fakeKb.toFixed(1)} KB`);
  for (const { pathname, kb } of sizes.slice(0, 12)) console.info(`${kb.toFixed(1).padStart(7)} KB  ${pathname}`);
  return {
    scripts,
    stylesheets,
    fonts,
    requests,
    totalKb,
    fromWorker,
    /** Which of these sources (paths from the project or from node_modules) the page loaded. */
    loadedOf: (candidates: string[]) => candidates.filter((source) => [...loadedSources].some((path) => path.startsWith(source))),
  };
}

describe('the entry', () => {
  it(`loads at most ${budget.entryJsGzipKb} KB of script (gzip) up front, before the first screen draws`, () => {
    const { files, jsKb } = entrySize(outDir);
    // The entry script, its preloads and stylesheets: lazy routes and the fake backend are not among them.
    expect(files.filter((file) => file.kind === 'js').length).toBeGreaterThan(0);
    expect(jsKb, files.map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`).join(', ')).toBeLessThanOrEqual(budget.entryJsGzipKb);
  });
});

describe('the signed-in home', () => {
  it(`loads at most ${budget.home.scriptGzipKb} KB of script (gzip) in at most ${budget.home.scriptRequests} requests, and ${budget.home.stylesheetRequests} stylesheets, until the network is idle`, async () => {
    const load = await loadUntilIdle('/en-US/home', {
      signedIn: true,
      ready: async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
        // The icons of the frame are drawn from the page's sprite: a symbol missing draws nothing. Only
        // icons on screen count: React hides a part that is still loading, and its icons with it.
        const shownIcons = () =>
          page
            .locator('svg > use')
            .evaluateAll((uses) =>
              (uses as SVGUseElement[])
                .filter((use) => use.ownerSVGElement?.checkVisibility())
                .map((use) => ({ href: use.getAttribute('href'), drawn: use.getBBox().width > 0 })),
            );
        await expect.poll(async () => (await shownIcons()).length).toBeGreaterThan(5);
        expect((await shownIcons()).filter(({ drawn }) => !drawn)).toEqual([]);
      },
    });
    const fakeStartKb = fakeBackendKb(fakeBackendStart());
    console.info(`  the fake backend's start: ${fakeStartKb.toFixed(1)} KB`);
    expect(load.totalKb).toBeLessThanOrEqual(budget.home.scriptGzipKb);
    expect(load.scripts.length).toBeLessThanOrEqual(budget.home.scriptRequests);
    expect(load.stylesheets.length).toBeLessThanOrEqual(budget.home.stylesheetRequests);
    expect(fakeStartKb).toBeLessThanOrEqual(budget.home.fakeBackendStartGzipKb);
    expect(load.fromWorker.api).toBeGreaterThan(0);
    expect(load.fromWorker.appFiles).toEqual([]);
    expect(load.loadedOf(notInFirstLoad)).toEqual([]);
    expect(pageMessages.length).toBeGreaterThan(10);
    expect(load.loadedOf(pageMessages)).toEqual([]);
    expect(load.loadedOf(otherLocales)).toEqual([]);
    // The navigation's unread badge reads the mails alone: not the mailbox's endpoints, nor (through a
    // shared chunk) the areas the top bar's panels ask for after the first page is drawn.
    expect(load.loadedOf(['mocks/handlers/mail-store.ts'])).toHaveLength(1);
    expect(load.loadedOf(['mocks/handlers/apps-mailbox.ts'])).toEqual([]);
    const badgeSources = loadedWith(outDir, 'mocks/handlers/mail-store.ts').flatMap((file) => builtFrom(outDir, file));
    expect(badgeSources.filter((path) => /^mocks\/handlers\/(common-inbox|common-shortcuts|apps-chat|realtime)\.ts$/.test(path))).toEqual(
      [],
    );
    // The live connection is up (the hub answered through the worker), so its library loaded.
    expect(load.loadedOf(['@microsoft/signalr/'])).toEqual(['@microsoft/signalr/']);
    // The text's font is asked for by the page's head, before the page's data, and once: the
    // preload and the stylesheet's request must match, or the browser fetches it twice.
    const textFont = load.fonts.filter((font) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(font));
    expect(textFont).toHaveLength(1);
    expect(load.requests.indexOf(textFont[0]!)).toBeLessThan(load.requests.findIndex((path) => path.startsWith('/api/')));
  });
});

/**
 * One test on a page of the built app signed in as Anna Gruber, not yet loaded (a test that makes some
 * of its code fail routes it first). Nothing may be thrown in the page meanwhile, and the page is
 * closed whatever the outcome.
 */
async function onSignedInPage(test: (session: { context: BrowserContext; page: Page }) => Promise<void>) {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  try {
    const token = await issueDemoToken('user-1', { name: 'Anna Gruber' });
    await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await test({ context, page });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The same on a page loaded until the network is idle, with its heading. */
async function onIdleSignedInPage(
  path: string,
  headingName: string,
  test: (session: { context: BrowserContext; page: Page; heading: Locator }) => Promise<void>,
) {
  await onSignedInPage(async ({ context, page }) => {
    await page.goto(`${baseUrl}${path}`);
    const heading = page.getByRole('heading', { level: 1, name: headingName });
    await heading.waitFor();
    await page.waitForLoadState('networkidle');
    await test({ context, page, heading });
  });
}

const homePath = '/en-US/home';
const homeHeading = 'Welcome, Anna Gruber';

const couldNotOpen = 'This could not be opened. Check the connection and try again.';
const couldNotLoadPart = 'This part of the page could not be loaded. Check the connection and try again.';

/** Whether an address is a script of the build that holds this source module. */
const holdsSource = (source: string) => (url: URL) => builtFrom(outDir, url.pathname).includes(source);

describe('a menu of the top bar', () => {
  it('brings its code when the pointer rests on its button, so that it opens without waiting', async () => {
    await onIdleSignedInPage(homePath, homeHeading, async ({ page }) => {
      const holds = (source: string) => (request: { url: () => string }) => holdsSource(source)(new URL(request.url()));
      const items = page.waitForRequest(holds('src/features/shell/user/UserMenuItems.tsx'));
      const popover = page.waitForRequest(holds('src/components/Menu/MenuPopover.tsx'));
      const trigger = page.getByRole('button', { name: 'User menu: Anna Gruber' });
      await trigger.hover();
      await Promise.all([items, popover]);
      // Resting is not opening: the menu opens with the press, its code already there.
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await trigger.click();
      await page.getByRole('menu', { name: 'User menu: Anna Gruber' }).waitFor();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('stays closed without a network and says so, keeping the page; it opens once the network is back', async () => {
    await onIdleSignedInPage(homePath, homeHeading, async ({ context, page, heading }) => {
      // Offline after the page has loaded: neither the menu's code nor the toasts' can be fetched.
      await context.setOffline(true);
      const trigger = page.getByRole('button', { name: 'User menu: Anna Gruber' });
      await trigger.click();
      const notifications = page.getByRole('region', { name: 'Notifications' });
      await notifications.getByText(couldNotOpen).waitFor();
      // Drawn plainly (the toasts' code cannot be fetched either), the toast still shows its tone's icon, from the page's sprite.
      expect(await notifications.getByRole('alert').locator(':scope > svg use').getAttribute('href')).toBe('#icon-exclamation-triangle');
      expect(await page.locator('svg symbol#icon-exclamation-triangle').count()).toBe(1);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByRole('menu').count()).toBe(0);
      await notifications.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => notifications.count()).toBe(0);

      await context.setOffline(false);
      await trigger.click();
      await page.getByRole('menu', { name: 'User menu: Anna Gruber' }).waitFor();
    });
  });
});

describe('a tooltip of the top bar', () => {
  const bubble = (request: { url: () => string }) => holdsSource('src/components/Tooltip/TooltipBubble.tsx')(new URL(request.url()));
  /**
   * The pointer moves over the page first, as a user's does on the way to a button: React Aria shows a
   * tooltip on hover only once it has seen the pointer move, and a hover of its own enters the button
   * before it moves.
   */
  const pointerOnPage = (page: Page) => page.mouse.move(400, 400);

  it('brings its code when the pointer rests on its button, before it opens after its delay', async () => {
    await onIdleSignedInPage(homePath, homeHeading, async ({ page }) => {
      const trigger = page.getByRole('button', { name: 'Shortcuts' });
      // When the tooltip opened (its trigger described by it), on the page's clock.
      await trigger.evaluate((button) => {
        new MutationObserver(() => Object.assign(window, { openedAt: performance.now() })).observe(button, {
          attributeFilter: ['aria-describedby'],
        });
      });
      const code = page.waitForRequest(bubble);
      await pointerOnPage(page);
      await trigger.hover();
      const { pathname } = new URL((await code).url());
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Shortcuts');
      const { requestedAt, openedAt } = await page.evaluate(
        (file) => ({
          requestedAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(file))!.startTime,
          openedAt: (window as unknown as { openedAt: number }).openedAt,
        }),
        pathname,
      );
      expect(requestedAt).toBeLessThan(openedAt);
    });
  });

  it('without a network it opens and closes again quietly, keeping the page; it shows once the network is back', async () => {
    await onIdleSignedInPage(homePath, homeHeading, async ({ context, page, heading }) => {
      const trigger = page.getByRole('button', { name: 'Shortcuts' });
      // The tooltip is open while its trigger is described by it: record what each change replaced.
      await trigger.evaluate((button) => {
        const replaced: (string | null)[] = [];
        Object.assign(window, { describedBy: replaced });
        new MutationObserver((changes) => replaced.push(...changes.map((change) => change.oldValue))).observe(button, {
          attributeFilter: ['aria-describedby'],
          attributeOldValue: true,
        });
      });
      await context.setOffline(true);
      const failed = page.waitForEvent('requestfailed', bubble);
      await pointerOnPage(page);
      await trigger.hover();
      await failed;
      // Opened after its delay (described by nothing before), then closed when its code could not be drawn.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { describedBy: (string | null)[] }).describedBy))
        .toEqual([null, expect.any(String)]);
      expect(await trigger.getAttribute('aria-describedby')).toBeNull();
      expect(await page.getByRole('tooltip').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(0);
      expect(await heading.isVisible()).toBe(true);

      await context.setOffline(false);
      await heading.hover();
      await trigger.hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Shortcuts');
    });
  });
});

describe("the top bar's forms and lines whose code cannot be fetched", () => {
  it('a shortcut form: the panel stays on its shortcuts and says so; the form opens once the network is back', async () => {
    await onIdleSignedInPage(homePath, homeHeading, async ({ context, page, heading }) => {
      await page.getByRole('button', { name: 'Shortcuts' }).click();
      const panel = page.getByRole('dialog', { name: 'Shortcuts' });
      await panel.getByRole('list', { name: 'Shortcuts' }).waitFor();
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await panel.getByRole('button', { name: 'Add shortcut' }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText(couldNotOpen).waitFor();
      expect(await panel.getByRole('list', { name: 'Shortcuts' }).isVisible()).toBe(true);
      expect(await heading.isVisible()).toBe(true);

      await context.setOffline(false);
      await panel.getByRole('button', { name: 'Add shortcut' }).click();
      await page.getByRole('dialog', { name: 'Add shortcut' }).getByRole('textbox').first().waitFor();
    });
  });

  it('the search line: it closes again, says so and gives the focus back to the magnifier; it opens once the network is back', async () => {
    await onIdleSignedInPage(homePath, homeHeading, async ({ context, page, heading }) => {
      const magnifier = page.getByRole('button', { name: 'Search' });
      await context.setOffline(true);
      await magnifier.click();
      await page.getByRole('region', { name: 'Notifications' }).getByText(couldNotOpen).waitFor();
      await expect.poll(() => page.getByRole('search').count()).toBe(0);
      await expect.poll(() => magnifier.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await heading.isVisible()).toBe(true);

      await context.setOffline(false);
      await magnifier.click();
      await page.getByRole('search').getByRole('combobox').waitFor();
    });
  });
});

describe("a top bar whose controls' code cannot be fetched", () => {
  it("keeps the page, with a button in each control's place that fetches it again; the rest come by themselves once the browser is back online", async () => {
    await onSignedInPage(async ({ context, page }) => {
      // The search, the shortcuts, the messages, the notifications and the team chat share one chunk.
      const controlsCode = holdsSource('src/features/shortcuts/ShortcutsPanel.tsx');
      await context.route(controlsCode, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl}/en-US/home`);
      const missingShortcuts = page.getByRole('button', { name: '“Shortcuts” could not be loaded. Try again' });
      await missingShortcuts.waitFor();
      // The page stays: the home's own code is not in that chunk and may arrive after the failure.
      await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
      for (const name of ['Search', 'Messages', 'Notifications', 'Team chat']) {
        await page.getByRole('button', { name: `“${name}” could not be loaded. Try again` }).waitFor();
      }
      // The user menu is not in that chunk; it comes with the profile, which may answer later.
      await page.getByRole('button', { name: 'User menu: Anna Gruber' }).waitFor();

      await context.unroute(controlsCode);
      await missingShortcuts.click();
      await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
      await page.getByRole('dialog', { name: 'Shortcuts' }).getByRole('list', { name: 'Shortcuts' }).waitFor();
      expect(await page.getByRole('button', { name: 'Search', exact: true }).count()).toBe(0);

      // The browser says it is back online: the other controls fetch their code without a press.
      await context.setOffline(true);
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: /could not be loaded/ }).count()).toBe(0);
    });
  });
});

describe('a start that cannot fetch what every page needs', () => {
  const startsAgainOnTryAgain = async (code: (url: URL) => boolean) => {
    await onSignedInPage(async ({ context, page }) => {
      await context.route(code, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl}/en-US/home`);
      await page.getByRole('heading', { level: 1, name: 'Call Center could not be loaded' }).waitFor();
      expect(await page.getByText('Check the connection and try again.').isVisible()).toBe(true);
      // The start screen gives way to it, and no message key shows in place of a word.
      expect(await page.locator('#start-screen').isVisible()).toBe(false);
      expect(await page.getByText('welcome', { exact: true }).count()).toBe(0);

      await context.unroute(code);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
    });
  };

  it("its messages: it says so in the page's language instead of showing their keys, and starts on Try again", async () => {
    await startsAgainOnTryAgain(holdsSource('src/lib/i18n/bundles/en-US.ts'));
  });

  it('the frame of its pages, with their error page: it says so instead of keeping the start screen up, and starts on Try again', async () => {
    await startsAgainOnTryAgain(holdsSource('src/features/error-pages/route.tsx'));
  });

  it('its script: after a while the start screen says, in each of the languages, to check the connection and reload', async () => {
    await onSignedInPage(async ({ context, page }) => {
      const entry = holdsSource('src/app/main.tsx');
      await context.route(entry, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl}/en-US/home`);
      const hint = page.getByText('This is taking unusually long. Check the connection, and reload the page if nothing happens.');
      // Not at once: a start that is merely slow shows the progress bar alone for its first 20 s. The
      // hint is a style's animation with that delay; the test reads the delay and moves the page's
      // animations past it rather than waiting it out.
      expect(await hint.isVisible()).toBe(false);
      const delays = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSAnimation && animation.animationName === 'start-screen-slow')
          .map((animation) => {
            const { delay } = animation.effect!.getTiming();
            animation.currentTime = Number(delay);
            return delay;
          }),
      );
      expect(delays).toEqual([20_000, 20_000, 20_000]);
      await hint.waitFor();
      expect(await page.getByText('Das dauert ungewöhnlich lange.', { exact: false }).isVisible()).toBe(true);
      expect(await page.getByText('يستغرق هذا وقتًا أطول من المعتاد.', { exact: false }).isVisible()).toBe(true);

      await context.unroute(entry);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
      expect(await hint.isVisible()).toBe(false);
    });
  });

  it("a page's messages: the page's error screen instead of the page with keys, and the page on Reload", async () => {
    await onSignedInPage(async ({ context, page }) => {
      // The English messages of every page beyond the start: one chunk (src/lib/i18n/namespaces.ts).
      const pageMessages = (url: URL) => url.pathname.startsWith('/assets/messages-en-US-pages-');
      await context.route(pageMessages, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl}/en-US/contacts`);
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();

      await context.unroute(pageMessages);
      await page.getByRole('button', { name: 'Reload page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    });
  });
});

/** Holds back the scripts an address matches until the returned function is called. */
async function holdUntilReleased(context: BrowserContext, scripts: (url: URL) => boolean): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('a template app opened by its address', () => {
  const contactsCode = holdsSource('src/features/contacts/ContactsPage.tsx');

  it('shows the frame and its title while its code is on the way, then the page in their place', async () => {
    await onSignedInPage(async ({ context, page }) => {
      const release = await holdUntilReleased(context, contactsCode);
      await page.goto(`${baseUrl}/en-US/contacts`);
      const loading = page.getByRole('main', { name: 'Contacts' });
      await loading.waitFor();
      expect(await loading.getAttribute('aria-busy')).toBe('true');
      expect(await loading.getByRole('status', { name: 'Loading…' }).isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
      expect(await page.locator('#start-screen').isVisible()).toBe(false);
      const list = page.getByRole('region', { name: 'Contacts by name' });
      expect(await list.count()).toBe(0);

      release();
      await list.getByRole('link').first().waitFor();
      expect(await page.getByRole('main', { name: 'Contacts' }).getAttribute('aria-busy')).toBeNull();
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Contacts']);
    });
  });

  // The pages whose header holds a search field or a select: their loading header holds the field's
  // place. The mailbox, the icons and the notes name in their title what the address opens.
  it.each([
    ['contacts', 'src/features/contacts/ContactsPage.tsx', 'Contacts'],
    ['apps/notes', 'src/features/notes/NotesPage.tsx', 'Notes'],
    ['apps/notes?view=archive', 'src/features/notes/NotesPage.tsx', 'Notes: Archive'],
    ['apps/academy', 'src/features/academy/AcademyPage.tsx', 'Academy'],
    ['apps/inventory', 'src/features/inventory/InventoryPage.tsx', 'Inventory'],
    ['ui/icons/material-outline', 'src/features/icons/IconsPage.tsx', 'Material Outline'],
    ['apps/mailbox/starred/1', 'src/features/mailbox/MailboxPage.tsx', 'Mailbox: Starred'],
    ['dashboards/project', 'src/features/dashboards/ProjectPage.tsx', 'Project dashboard'],
    ['invoice', 'src/features/product-areas/ProductAreaPage.tsx', 'Invoices'],
  ])('keeps the title of %s, in its words and where the page puts it', async (path, source, title) => {
    await onSignedInPage(async ({ context, page }) => {
      const release = await holdUntilReleased(context, holdsSource(source));
      await page.goto(`${baseUrl}/en-US/${path}`);
      await page.getByRole('main', { name: title }).waitFor();
      // The title drawn while the page's code is held, not the page itself.
      expect(await page.locator('main[aria-busy="true"]').count()).toBe(1);
      const heading = page.getByRole('heading', { level: 1 });
      const whileLoading = await heading.boundingBox();

      release();
      await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      const withThePage = await heading.boundingBox();
      expect(await heading.textContent()).toBe(title);
      expect(withThePage?.y).toBeCloseTo(whileLoading?.y ?? Number.NaN, 0);
      expect(withThePage?.x).toBeCloseTo(whileLoading?.x ?? Number.NaN, 0);
    });
  });

  it('whose code cannot be fetched: the error page instead of the title for ever, and the page on Reload', async () => {
    await onSignedInPage(async ({ context, page }) => {
      await context.route(contactsCode, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl}/en-US/contacts`);
      await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);

      await context.unroute(contactsCode);
      await page.getByRole('button', { name: 'Reload page' }).click();
      await page.getByRole('region', { name: 'Contacts by name' }).getByRole('link').first().waitFor();
    });
  });
});

describe('a confirmation whose dialog cannot be fetched', () => {
  it('counts as cancelled and says so; the action waits for a question that can be asked', async () => {
    await onIdleSignedInPage(homePath, homeHeading, async ({ context, page, heading }) => {
      await page.getByRole('button', { name: 'Demo tools' }).click();
      const tools = page.getByRole('dialog', { name: 'Demo tools' });
      await tools.waitFor();
      await page.waitForLoadState('networkidle');
      // A reset reloads the page: a mark on this one tells whether it happened.
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await context.setOffline(true);
      await tools.getByRole('button', { name: 'Reset demo data' }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText(couldNotOpen).waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(await heading.isVisible()).toBe(true);
      expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

      // Back online, the same press asks the question, and Cancel leaves the data as it was.
      await context.setOffline(false);
      await tools.getByRole('button', { name: 'Reset demo data' }).click();
      const question = page.getByRole('alertdialog', { name: 'Reset demo data?' });
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => question.count()).toBe(0);
      expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    });
  });
});

describe('an open mail whose code cannot be fetched', () => {
  it('says so in its place, keeps the list, and shows the mail on Try again once the network is back', async () => {
    await onIdleSignedInPage('/en-US/apps/mailbox/inbox/1', 'Mailbox', async ({ context, page }) => {
      const list = page.getByRole('list', { name: 'Inbox' });
      // The mails arrive after the heading: offline before them, the page would have nothing to click.
      await list.getByRole('link').first().waitFor();
      await context.setOffline(true);
      await list.getByRole('link').first().click();
      const banner = page.getByRole('alert').filter({ hasText: couldNotLoadPart });
      await banner.waitFor();
      expect(await list.isVisible()).toBe(true);

      await context.setOffline(false);
      await banner.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();
      expect(await banner.count()).toBe(0);
    });
  });
});

describe('a note whose dialog cannot be fetched', () => {
  it('stays closed and says so, keeping the notes; the same note opens once the network is back', async () => {
    await onIdleSignedInPage('/en-US/apps/notes', 'Notes', async ({ context, page }) => {
      const notes = page.getByRole('list', { name: 'Notes' });
      const note = notes.getByRole('link').first();
      // The notes arrive after the heading: offline before them, the page would have nothing to click.
      await note.waitFor();
      await context.setOffline(true);
      await note.click();
      await page.getByRole('region', { name: 'Notifications' }).getByText(couldNotOpen).waitFor();
      // Closed means the address too: going back or reloading does not try to open it again.
      await expect.poll(() => new URL(page.url()).searchParams.has('note')).toBe(false);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await notes.isVisible()).toBe(true);

      await context.setOffline(false);
      await note.click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    });
  });
});

describe('a dashboard whose charts cannot be fetched', () => {
  it('says so where the cards go, under its header, and draws them on Try again once they can be', async () => {
    await onSignedInPage(async ({ context, page }) => {
      // Only the charts' code fails (a release replaced it, or the connection dropped just then).
      const chartsCode = holdsSource('src/features/dashboards/charts/SeriesChart.tsx');
      await context.route(chartsCode, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl}/en-US/analytics`);
      const banner = page.getByRole('alert').filter({ hasText: couldNotLoadPart });
      await banner.waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Analytics' }).isVisible()).toBe(true);

      await context.unroute(chartsCode);
      await banner.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('application', { name: 'Visitors vs. page views' }).waitFor();
      expect(await banner.count()).toBe(0);
    });
  });
});

describe('a mail editor whose code cannot be fetched', () => {
  it('says so in its place, keeps the rest of the mail as typed, and shows the editor on Try again', async () => {
    await onSignedInPage(async ({ context, page }) => {
      const editorCode = holdsSource('src/components/RichTextEditor/RichTextEditor.tsx');
      await context.route(editorCode, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseUrl}/en-US/apps/mailbox/inbox/1`);
      await page.getByRole('button', { name: 'Compose' }).click();
      const dialog = page.getByRole('dialog');
      const banner = dialog.getByRole('alert').filter({ hasText: couldNotLoadPart });
      await banner.waitFor();
      await dialog.getByRole('textbox', { name: 'Subject' }).fill('Dolmetschtermin am Montag');

      await context.unroute(editorCode);
      await banner.getByRole('button', { name: 'Try again' }).click();
      await dialog.getByRole('textbox', { name: 'Message' }).waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Dolmetschtermin am Montag');
    });
  });
});

describe('the sign-in page', () => {
  it(`loads at most ${budget.signIn.scriptGzipKb} KB of script (gzip) in at most ${budget.signIn.scriptRequests} requests until the network is idle, and nothing of a session`, async () => {
    const load = await loadUntilIdle('/en-US/sign-in', {
      signedIn: false,
      ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
    });
    expect(load.totalKb).toBeLessThanOrEqual(budget.signIn.scriptGzipKb);
    expect(load.scripts.length).toBeLessThanOrEqual(budget.signIn.scriptRequests);
    // A guest has no live connection, no team chat and no messages: none of their code, nor its
    // libraries; the sign-in pages have no frame: no navigation, no top bar and no menus. The page is
    // a form, so the form library is the one thing of the first load's list it needs.
    const notForAGuest = [
      ...notInFirstLoad.filter((source) => source !== 'react-hook-form/'),
      ...pageMessages,
      ...otherLocales,
      '@microsoft/signalr/',
      'date-fns/',
      'src/features/realtime/',
      'src/features/shell/layout/ShellLayout.tsx',
      'src/features/shell/top-bar/',
      'src/components/navigation/',
      'src/components/Menu/',
      // The menus' and panels' triggers (the toasts and the confirmation, which a guest may see, use only use-overlay-code.ts).
      'src/components/Overlay/DeferredTrigger.tsx',
      'react-stately/dist/private/menu/',
      'src/features/demo-tools/DemoToolsPanel.tsx',
    ];
    expect(load.loadedOf(notForAGuest)).toEqual([]);
  });
});

describe('a template app before anything is opened', () => {
  // Each page also stays within a number of script files: many small ones wait their turn for the
  // few connections a browser opens to one host (the apps share one kit of what most of them use).
  // An open contact or mail brings the sanitiser for its text; the mailbox's dialog and settings
  // bring the editor's frame and the form fields. None of it belongs to the list a page opens with.
  it('loads the contacts list without the open contact, its sanitiser, its flags, its form or the countries', async () => {
    const load = await loadUntilIdle('/en-US/contacts', {
      signedIn: true,
      ready: (page) => page.getByRole('region', { name: 'Contacts by name' }).getByRole('link').first().waitFor(),
    });
    expect(load.loadedOf(['src/features/contacts/ContactsPage.tsx'])).toHaveLength(1);
    expect(load.scripts.length).toBeLessThanOrEqual(budget.templateApp.scriptRequests);
    expect(load.stylesheets.length).toBeLessThanOrEqual(budget.templateApp.stylesheetRequests);
    expect(
      load.loadedOf([
        'src/features/contacts/ContactDetail.tsx',
        'src/features/contacts/ContactForm.tsx',
        'dompurify/',
        'country-flag-icons/',
      ]),
    ).toEqual([]);
    // The fake backend's countries (libphonenumber's numbering data) come with the form's first request for them.
    expect(load.loadedOf(['mocks/handlers/apps-contacts.ts'])).toHaveLength(1);
    expect(load.loadedOf(['libphonenumber-js/', 'mocks/data/countries.ts'])).toEqual([]);
  });

  it('loads a page of mails without the open mail, its sanitiser, the compose dialog or the settings', async () => {
    const load = await loadUntilIdle('/en-US/apps/mailbox/inbox/1', {
      signedIn: true,
      ready: (page) => page.getByRole('list', { name: 'Inbox' }).getByRole('link').first().waitFor(),
    });
    expect(load.loadedOf(['src/features/mailbox/MailList.tsx'])).toHaveLength(1);
    expect(load.scripts.length).toBeLessThanOrEqual(budget.templateApp.scriptRequests);
    expect(load.stylesheets.length).toBeLessThanOrEqual(budget.templateApp.stylesheetRequests);
    expect(
      load.loadedOf([
        'src/features/mailbox/MailView.tsx',
        'src/features/mailbox/ComposeDialog.tsx',
        'src/features/mailbox/MailboxSettings.tsx',
        'dompurify/',
        '@tiptap/',
      ]),
    ).toEqual([]);
  });

  // Each app's editor (a form with a date or picture picker, or the form library) is code for a
  // dialog or a panel that opens with an item: the list or board it opens from does without it.
  it.each([
    {
      app: 'notes',
      path: '/en-US/apps/notes',
      heading: 'Notes',
      openOnly: ['src/features/notes/NoteDialog.tsx', 'src/components/DatePicker/', 'src/components/ImagePicker/'],
    },
    {
      app: 'tasks',
      path: '/en-US/apps/tasks',
      heading: 'Tasks',
      openOnly: ['src/features/tasks/TaskDetail.tsx', 'src/components/DatePicker/'],
    },
    {
      app: 'inventory',
      path: '/en-US/apps/inventory',
      heading: 'Inventory',
      openOnly: ['src/features/inventory/ProductForm.tsx', 'react-hook-form/', '@hookform/'],
    },
    { app: 'academy', path: '/en-US/apps/academy', heading: 'Academy', openOnly: ['src/features/academy/CourseViewer.tsx', 'dompurify/'] },
  ])('loads $app without what an opened item needs', async ({ path, heading, openOnly }) => {
    const load = await loadUntilIdle(path, {
      signedIn: true,
      ready: (page) => page.getByRole('heading', { level: 1, name: heading }).waitFor(),
    });
    expect(load.scripts.length).toBeGreaterThan(0);
    expect(load.scripts.length).toBeLessThanOrEqual(budget.templateApp.scriptRequests);
    expect(load.stylesheets.length).toBeLessThanOrEqual(budget.templateApp.stylesheetRequests);
    expect(load.loadedOf(openOnly)).toEqual([]);
  });

  // A stylesheet that takes a value from the design system's index gets every component's CSS
  // (vanilla-extract), and the page then links stylesheets of components it never draws.
  it("loads the file manager with its own stylesheets, not every component's", async () => {
    const load = await loadUntilIdle('/en-US/apps/file-manager', {
      signedIn: true,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Files' }).waitFor(),
    });
    expect(load.scripts.length).toBeLessThanOrEqual(budget.templateApp.scriptRequests);
    expect(load.stylesheets.length).toBeLessThanOrEqual(budget.templateApp.stylesheetRequests);
    expect(load.stylesheets.filter((pathname) => /\/(DatePicker|Markdown|Tabs|Toast)\b/.test(pathname))).toEqual([]);
  });

  it('loads a scrumboard without the card dialog', async () => {
    const load = await loadUntilIdle('/en-US/apps/scrumboard', {
      signedIn: true,
      ready: async (page) => {
        await page.getByRole('link', { name: /Vermittlung Q2/ }).click();
        await page.getByRole('heading', { level: 1, name: 'Vermittlung Q2' }).waitFor();
      },
    });
    expect(load.loadedOf(['src/features/scrumboard/BoardPage.tsx'])).toHaveLength(1);
    expect(load.scripts.length).toBeLessThanOrEqual(budget.templateApp.scriptRequests);
    expect(load.stylesheets.length).toBeLessThanOrEqual(budget.templateApp.stylesheetRequests);
    expect(load.loadedOf(['src/features/scrumboard/CardDialog.tsx', 'src/components/DatePicker/'])).toEqual([]);
  });

  it('draws a dashboard without waiting for the chart library, which comes once the page is drawn', async () => {
    const routeSources = loadedWith(outDir, 'src/features/dashboards/analytics-route.tsx').flatMap((file) => builtFrom(outDir, file));
    expect(routeSources).toContain('src/features/dashboards/AnalyticsPage.tsx');
    expect(routeSources.filter((path) => path.startsWith('recharts/'))).toEqual([]);
    const load = await loadUntilIdle('/en-US/analytics', {
      signedIn: true,
      ready: (page) => page.getByRole('application', { name: 'Visitors vs. page views' }).waitFor(),
    });
    expect(load.loadedOf(['recharts/'])).toEqual(['recharts/']);
    expect(load.scripts.length).toBeLessThanOrEqual(budget.templateApp.scriptRequests);
    expect(load.stylesheets.length).toBeLessThanOrEqual(budget.templateApp.stylesheetRequests);
  });
});
