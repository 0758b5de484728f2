import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserContextOptions } from 'playwright-core';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { RetriedTestsReporter } from './scripts/retried-tests-reporter.ts';
import viteConfig from './vite.config.ts';

const executablePath = chromiumPath();

/** Stories that need their own browser: a media feature no page can set for itself (see below). */
const forcedColorsStories = 'stories/forced-colors/**';

/** The stories, each rendered, played and pictured in Chromium; `contextOptions` set up its browser. */
function storybookProject(name: string, exclude: string[], contextOptions: BrowserContextOptions = {}): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name,
      exclude,
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // A story that fails runs once more; a real fault fails both runs, and Vitest marks a
      // story it ran twice.
      retry: 1,
      // The story files share one page: setting up a page per file took 15 of a 40-minute
      // run on a 2-core machine. Every story starts from the same state all the same (the
      // preview's beforeEach resets the fake backend, the session, the locale and the input
      // device), and a story file takes its sample from the seed, not from the live tables.
      isolate: false,
      // Room for the waits above on a busy machine; a story that passes takes a few seconds.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
          // A window larger than any story frame (see .storybook/vitest.setup.ts) keeps Vitest from scaling it down;
          // the sample data's clock is Vienna's, so times of day read the same on every machine.
          contextOptions: {
            reducedMotion: 'reduce',
            deviceScaleFactor: 1,
            viewport: { width: 1920, height: 4200 },
            timezoneId: 'Europe/Vienna',
            ...contextOptions,
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1280, height: 800 },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // 0.01 catches a one-step colour change. The baselines are drawn with the Chromium recorded
            // in .storybook/baseline-browser.json, which draws the same picture every time; so at most
            // 10 pixels may differ: a chevron turned the wrong way changes 22 (Academy › Viewer Chevron
            // Turned Wrong Is Seen proves it fails), a label moved by 2 px hundreds.
            comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 10 },
            // A picture is taken again until two in a row match. A tall page on a busy 2-core machine
            // takes a second or more per picture, and Vitest's 5 s gave up on pages that were merely
            // slow to draw ("Could not capture a stable screenshot within 5000ms", Analytics › Beside The
            // Navigation, in a whole run). A page that keeps changing still fails, only later.
            timeout: 20_000,
          },
        },
      },
    },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    optimizeDeps: {
      // Found late by Vite's optimizer, they would reload the page mid-run on a fresh machine.
      include: [
        'react-router',
        'mockdate',
        'msw',
        'msw/browser',
        'i18next-resources-to-backend',
        'jose',
        // The live connection imports it when it first starts (src/lib/realtime/live-connection.ts).
        '@microsoft/signalr',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@tanstack/react-query',
        'react-i18next',
        'i18next',
        'react-aria-components',
        // The icon gallery's story counts how often a collection is gone through (src/features/icons).
        'react-aria/private/collections/BaseCollection',
        'react-stately',
        '@tanstack/react-virtual',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod/mini',
        '@internationalized/date',
        '@heroicons/react/24/outline',
        // The design system's icons are imported one file each (src/components/Icon/icons.ts).
        '@heroicons/react/24/outline/*',
        '@vanilla-extract/dynamic',
        // The theme's stylesheet helpers import it (src/lib/theme/forced-colors.ts); only stylesheets call them.
        '@vanilla-extract/css',
        '@azure/msal-browser',
        '@tiptap/react',
        '@tiptap/starter-kit',
        'storybook/viewport',
        'recharts',
        'marked',
        'marked-footnote',
        'marked-gfm-heading-id',
        'html-react-parser',
        'lowlight',
        'highlight.js/lib/languages/typescript',
        'highlight.js/lib/languages/javascript',
        'highlight.js/lib/languages/json',
        'highlight.js/lib/languages/bash',
        'highlight.js/lib/languages/css',
        'highlight.js/lib/languages/xml',
        'highlight.js/lib/languages/yaml',
        'highlight.js/lib/languages/markdown',
        'highlight.js/lib/languages/diff',
        'highlight.js/lib/languages/csharp',
        'highlight.js/lib/languages/sql',
        '@sinonjs/fake-timers',
      ],
    },
    test: {
      // A test that needed its retry says why its first run failed (scripts/retried-tests-reporter.ts).
      reporters: ['default', new RetriedTestsReporter()],
      // Once every test has ended, Vitest closes its servers and waits this long for the process to
      // be free. Two things outside the project keep it busy until the wait ends (the browser
      // provider's screenshot-comparison timer and the bundler's worker threads, as the
      // hanging-process reporter shows); the default 10 s only added 10 s to every run.
      teardownTimeout: 2_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // A busy machine slows module loading (the locale files, the fake backend): room, not a fixed wait.
            testTimeout: 30_000,
            // A file that talks to endpoints starts the fake backend itself (serveFakeBackend from @mocks/node).
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts', 'stories/**/*.test.ts'],
          },
        },
        storybookProject('storybook', [forcedColorsStories]),
        // Forced colours (Windows' contrast themes) hold for the whole page, and test files share one
        // page: a story that turned them on for itself would paint whichever stories ran beside it.
        // Its stories get a browser of their own, forced from the start.
        storybookProject('storybook-forced-colors', ['src/**', 'stories/*.stories.tsx'], { forcedColors: 'active' }),
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.test.ts'],
            // The production builds the files open, once per run, before any test starts.
            globalSetup: ['./e2e/global-setup.ts'],
            testTimeout: 60_000,
            // The workbench's build takes minutes on a busy 2-core machine.
            hookTimeout: 600_000,
          },
        },
      ],
    },
  }),
);
