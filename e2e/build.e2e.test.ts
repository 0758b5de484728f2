import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { builtFrom, loadedWith, realApiUrl } from './support';

/** What a test reads of one of the run's builds (e2e/global-setup.ts). */
function readBuild(outDir: string) {
  const assets = join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entryScripts = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const read = (file: string) => readFileSync(join(assets, file), 'utf8');
  const worker = () => readFileSync(join(outDir, 'sw.js'), 'utf8');
  const ships = (file: string) => existsSync(join(outDir, file));
  /** The source files a built script was made from, by its source map: paths from the project or from node_modules. */
  const sources = (file: string) => builtFrom(outDir, `/assets/${file}`);
  /** The script that holds this source file and every script it imports statically. */
  const loaded = (source: string) => loadedWith(outDir, source).map((script) => script.replace('/assets/', ''));
  return { scripts, entryScripts, read, worker, ships, sources, loaded };
}

// MSW's worker client announces itself with this marker; no other code carries it.
const mswMarker = 'mockServiceWorker';

type Build = ReturnType<typeof readBuild>;

describe('production builds', () => {
  let demo: Build;
  let real: Build;

  beforeAll(() => {
    const builds = inject('builds');
    demo = readBuild(builds.demo);
    real = readBuild(builds.realApi);
  });

  it('carry the fake backend in demo mode only as a lazy chunk', () => {
    const withMsw = demo.scripts.filter((file) => demo.read(file).includes(mswMarker));
    expect(withMsw.length).toBeGreaterThan(0);
    for (const file of withMsw) expect(demo.entryScripts).not.toContain(file);
    expect(demo.ships('mockServiceWorker.js')).toBe(true);
    expect(demo.ships('fake-backend-worker.js')).toBe(true);
    // Every sample the fake backend serves is written out when the app is built (mocks/data/prebuilt.ts):
    // the browser loads no faker and runs no generator.
    expect(demo.scripts.filter((file) => demo.sources(file).some((source) => source.startsWith('@faker-js/')))).toEqual([]);
  });

  it('leave the validation library to the forms: built for a real API, a signed-in page, its frame and its top bar load none', () => {
    // The top bar's panels tell a web link from the app's own without it; the forms that check what
    // is typed load it when they open. (In demo mode the fake backend's start loads it, with the
    // frame's controls.)
    const withZod = (build: Build, files: string[]) =>
      files.filter((file) => build.sources(file).some((source) => source.startsWith('zod/')));
    const signedInPage = [
      'src/features/shell/layout/ShellLayout.tsx',
      'src/features/shortcuts/ShortcutsPanel.tsx',
      'src/features/notifications/NotificationsPanel.tsx',
      'src/features/home/HomePage.tsx',
    ];
    expect(withZod(real, [...new Set(signedInPage.flatMap((source) => real.loaded(source)))])).toEqual([]);
    expect(withZod(real, real.loaded('src/features/shortcuts/ShortcutForm.tsx')).length).toBeGreaterThan(0);
    expect(withZod(demo, demo.loaded('mocks/browser.ts')).length).toBeGreaterThan(0);
  });

  it('read the session token without a JWT library: only the fake backend, which signs tokens, carries one', () => {
    const withJose = (build: Build, files: string[]) =>
      files.filter((file) => build.sources(file).some((source) => source.startsWith('jose/')));
    expect(withJose(real, real.scripts)).toEqual([]);
    expect(withJose(demo, demo.entryScripts)).toEqual([]);
    expect(withJose(demo, demo.scripts).length).toBeGreaterThan(0);
  });

  it('carry no fake backend at all when built for a real API', () => {
    expect(real.scripts.filter((file) => real.read(file).includes(mswMarker))).toEqual([]);
    expect(real.ships('mockServiceWorker.js')).toBe(false);
    expect(real.ships('fake-backend-worker.js')).toBe(false);
    expect(real.scripts.some((file) => real.read(file).includes(realApiUrl))).toBe(true);

    // The service worker: the app's files to keep, a pushed call as a notification, clicks handed on.
    const worker = real.worker();
    for (const part of ['showNotification', 'notificationclick', 'requireInteraction', 'index.html']) expect(worker, part).toContain(part);
    // The page registers it from a chunk of its own, after the app has started.
    const registers = real.scripts.filter((file) => real.read(file).includes('/sw.js'));
    expect(registers.length).toBeGreaterThan(0);
    for (const file of registers) expect(real.entryScripts).not.toContain(file);
  });
});
