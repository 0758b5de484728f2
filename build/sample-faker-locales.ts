import type { Plugin } from 'vite';

/**
 * The parts of faker's English data the sample data reads (its Austrian German data first, English
 * where that has none): names, places, companies, e-mail addresses, lorem text and adjectives. Faker's
 * whole English locale is about 115 KB gzip, mostly animals, music, books and food no sample uses.
 */
export const englishParts = ['company', 'date', 'internet', 'location', 'lorem', 'metadata', 'person'] as const;

const virtualId = 'virtual:sample-faker-locales';
const resolvedId = `\0${virtualId}`;

/**
 * `virtual:sample-faker-locales`: faker's Austrian German and base data and those English parts, taken
 * from the installed faker when the app is built. Importing a locale from faker itself brings all of
 * English along (each locale's ready-made instance falls back to it); this way the browser gets only
 * what the samples read (mocks/data/faker.test.ts checks that the data stays the same).
 */
export function sampleFakerLocales(): Plugin {
  return {
    name: 'sample-faker-locales',
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      const { base, de_AT, en } = await import('@faker-js/faker');
      const english: Record<string, unknown> = Object.fromEntries(englishParts.map((name) => [name, en[name]]));
      english.word = { adjective: en.word?.adjective };
      return [
        `export const german = ${JSON.stringify(de_AT)};`,
        `export const english = ${JSON.stringify(english)};`,
        `export const base = ${JSON.stringify(base)};`,
      ].join('\n');
    },
  };
}
