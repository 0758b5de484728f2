import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npm run knip`, part of `npm test`): no file, dependency or export that nothing
 * uses. Stories, tests and the Storybook and Vitest configurations are found by knip's plugins.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand: measures what the fake backend costs the demo's start (docs/performance.md).
    'scripts/fake-backend-cost.mjs',
    // The design system offers every component with its props, whether or not a feature uses it yet.
    'src/components/index.ts',
  ],
  // Written by the build (vite.config.ts), not by hand.
  ignore: ['public/fake-backend-worker.js'],
  // The flags are SVG files picked with import.meta.glob (src/components/CountryFlag), not an import.
  ignoreDependencies: ['country-flag-icons'],
  // Debian's programs, not npm's: fontconfig's font list (scripts/check-browser.mjs) and the pictures'
  // compressor (scripts/compress-pictures.mjs), each installed by the script that uses it.
  ignoreBinaries: ['fc-list', 'optipng'],
  // A name used in its own file only (a constant beside its component) is not dead.
  ignoreExportsUsedInFile: true,
};

export default config;
