declare module 'virtual:sample-faker-locales' {
  import type { LocaleDefinition } from '@faker-js/faker';

  /** Faker's data the samples read, taken from the package at build time (scripts/sample-faker-locales.ts). */
  export const german: LocaleDefinition;
  export const english: LocaleDefinition;
  export const base: LocaleDefinition;
}
