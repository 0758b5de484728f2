import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** Chromium as the tests find it: $CHROMIUM_PATH or the distribution's, with flags for a closed network, and any of a test's own. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: [...chromiumArgs, ...extraArgs] });
}

/** A build output folder of this repository's, under node_modules so that git never sees it. */
export const buildDir = (name: string) => new URL(`../node_modules/.cache/${name}`, import.meta.url).pathname;

/** The API address the real-API build is made for; no test lets a request reach it (see outage.e2e.test.ts). */
export const realApiUrl = 'https://api.callcenter.example/';

export const viteConfigFile = new URL('../vite.config.ts', import.meta.url).pathname;

/**
 * Builds the app as `npm run build` does. Vitest runs with NODE_ENV=test, which would make Vite
 * build for development (React's development build, import.meta.env.PROD false); the build gets
 * NODE_ENV=production and the given VITE_API_URL ('' for demo mode), as on a release.
 */
export async function buildApp(outDir: string, apiUrl: string) {
  const saved = { NODE_ENV: process.env.NODE_ENV, VITE_API_URL: process.env.VITE_API_URL };
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_URL = apiUrl;
  try {
    await build({ configFile: viteConfigFile, logLevel: 'error', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** `vite preview` of a build on a free port, with the headers the build wrote: the server and its address. */
export async function previewBuild(outDir: string): Promise<{ server: PreviewServer; baseUrl: string }> {
  const server = await preview({ configFile: viteConfigFile, logLevel: 'error', build: { outDir }, preview: { port: 0, open: false } });
  return { server, baseUrl: server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '' };
}

export type SourceMap = { sources: string[]; mappings: string };

/** A built script's source map (the script as `/assets/x.js`), or null for one without (Rolldown's runtime helpers). */
export function sourceMapOf(outDir: string, script: string): SourceMap | null {
  const file = join(outDir, `${script}.map`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SourceMap) : null;
}

/** A source map's source as a path from the project (`src/...`, `mocks/...`) or from node_modules (`zod/...`). */
export const sourcePath = (source: string) => source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');

/** The source files a built script was made from, as `sourcePath` gives them. */
export const builtFrom = (outDir: string, script: string) => sourceMapOf(outDir, script)?.sources.map(sourcePath) ?? [];

/**
 * The script of a build that holds this source file (as `sourcePath` gives it), or that a dynamic
 * import of it loads, and every script it imports statically, by the build's manifest: what arrives
 * before it runs.
 */
export function loadedWith(outDir: string, source: string): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  // A module the app imports dynamically is a key of the manifest, even when the bundler left nothing of its own code.
  const holder = manifest[source]
    ? source
    : Object.keys(manifest).find(
        (key) => manifest[key]!.file.endsWith('.js') && builtFrom(outDir, `/${manifest[key]!.file}`).includes(source),
      );
  if (!holder) throw new Error(`No script of the build holds ${source}`);
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(holder);
  return [...scripts];
}
