import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir, launchChromium } from './support';

/** The published workbench: built as `npm run build-storybook` builds it, then opened in Chromium. */
let server: PreviewServer;
let browser: Browser;
let baseUrl: string;
let root: string;
let outDir: string;

type IndexEntry = { id: string; type: string; importPath: string };
/** The built workbench's documentation pages, by the file each was made from (`stories/Introduction.mdx`). */
let publishedDocs: Map<string, IndexEntry>;
/** The documentation pages as the workbench's configuration finds them (.storybook/main.ts). */
const docsSources = ['stories', 'src'].flatMap((folder) =>
  readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `${folder}/${file}`),
);

beforeAll(async () => {
  root = new URL('..', import.meta.url).pathname;
  outDir = buildDir('e2e-storybook');
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', outDir], { cwd: root, stdio: 'pipe' });
  const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  publishedDocs = new Map(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'))
      .map((entry) => [entry.importPath.replace(/^\.\//, ''), entry]),
  );
  server = await preview({ configFile: false, root, logLevel: 'error', build: { outDir }, preview: { port: 0, open: false } });
  baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('built workbench', () => {
  it('renders a screen story on the fake backend', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/iframe.html?id=screens-home--default&viewMode=story`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' }).waitFor();
    // The greeting's name comes from the session's token; the profile's e-mail from the fake backend.
    await page.getByText('anna.gruber@callcenter.example').waitFor();
    await page.close();
  });

  it('renders a story in Arabic, mirrored', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/iframe.html?id=screens-not-found--default&viewMode=story&globals=locale:ar-SA`);
    await page.getByText('تعذّر العثور على الصفحة التي طلبتها.').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.close();
  });

  it.each([
    ['actions', 'Actions'],
    ['overlays', 'Overlays'],
    ['forms', 'Forms'],
    ['data-display', 'Data display'],
    ['feedback', 'Feedback'],
  ])('shows the %s family page with its live examples', async (id, title) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/iframe.html?id=design-system-${id}--docs&viewMode=docs`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('.docs-story').first().waitFor();
    expect(await page.locator('.docs-story').count()).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('shows the design tokens page with every theme in both schemes', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/iframe.html?id=design-tokens-overview--docs&viewMode=docs`);
    await page.getByRole('heading', { name: 'Colours of every theme' }).waitFor();
    await page.getByRole('region', { name: 'amber dark' }).waitFor();
    expect(await page.getByRole('region').count()).toBe(12);
    await page.close();
  });

  it('lists every documentation page of the repository', () => {
    expect([...publishedDocs.keys()].sort()).toEqual([...docsSources].sort());
  });

  // One test per page, so that each page has the whole timeout to itself on a busy machine.
  it.each(docsSources)('renders %s with its tables as tables', async (importPath) => {
    const entry = publishedDocs.get(importPath);
    if (!entry) throw new Error(`${importPath} is not in the built workbench`);
    // Tables a component draws (the endpoint list) carry a label; markdown tables do not.
    // A markdown table is a header row followed by a delimiter row such as `| --- | :-: |`.
    const source = readFileSync(join(root, importPath), 'utf8');
    const tablesInSource = source.match(/^\|.*\|\s*\n\|(?:\s*:?-{3,}:?\s*\|)+\s*$/gm)?.length ?? 0;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/iframe.html?id=${entry.id}&viewMode=docs`);
    const docs = page.locator('.sbdocs-content');
    await docs.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await docs.locator('table:not(.docs-story table):not([aria-label])').count()).toBe(tablesInSource);
    expect(await docs.innerText()).not.toMatch(/\|\s*-{3,}\s*\|/);
    await page.close();
  });
});
