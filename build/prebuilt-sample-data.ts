import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { PrebuiltSampleName, prebuiltSamples as Samples } from '../mocks/data/prebuilt.ts';
import { sampleFakerLocales } from './sample-faker-locales.ts';

const prefix = 'virtual:sample-data/';
const generators = fileURLToPath(new URL('../mocks/data/prebuilt.ts', import.meta.url));

/**
 * `virtual:sample-data/{name}`: a sample of mocks/data/prebuilt.ts, generated in Node when the app is
 * built (or served) and written into the bundle as data, so the browser runs no generator and loads
 * no faker for it. The generators are loaded once per build through Vite's module runner (they are
 * TypeScript and read faker's locales from `virtual:sample-faker-locales`), with the app's path aliases.
 */
export function prebuiltSampleData(alias: Record<string, string>): Plugin {
  let samples: Promise<typeof Samples> | null = null;
  const load = () =>
    (samples ??= runnerImport<{ prebuiltSamples: typeof Samples }>(generators, {
      configFile: false,
      logLevel: 'warn',
      resolve: { alias },
      plugins: [sampleFakerLocales()],
    }).then(({ module }) => module.prebuiltSamples));
  return {
    name: 'prebuilt-sample-data',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1) as PrebuiltSampleName;
      const generate = (await load())[name];
      if (!generate) throw new Error(`No prebuilt sample "${name}" in mocks/data/prebuilt.ts`);
      // Made for the fixed sample day; the demo app moves it to the day it runs on as it loads.
      return `import { movedToSampleDay } from '@mocks/data/sample-today';\nexport default movedToSampleDay(JSON.parse(${JSON.stringify(JSON.stringify(generate()))}));`;
    },
    // A change to a generator makes the next load generate again.
    watchChange(changed) {
      if (changed.includes('/mocks/data/')) samples = null;
    },
  };
}
