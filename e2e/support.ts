import { chromium, type Browser } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** Chromium as the tests find it: $CHROMIUM_PATH or the distribution's, with flags for a closed network. */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
}

/** A build output folder of this repository's, under node_modules so that git never sees it. */
export const buildDir = (name: string) => new URL(`../node_modules/.cache/${name}`, import.meta.url).pathname;

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
