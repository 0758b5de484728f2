import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** Chromium as the tests find it: $CHROMIUM_PATH or the distribution's, with flags for a closed network. */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
}

/** A build output folder of this repository's, under node_modules so that git never sees it. */
export const buildDir = (name: string) => new URL(`../node_modules/.cache/${name}`, import.meta.url).pathname;

export const viteConfigFile = new URL('../vite.config.ts', import.meta.url).pathname;
