declare module 'virtual:sample-faker-locales' {
  import type { LocaleDefinition } from '@faker-js/faker';

  /** Faker's data the samples read, taken from the package at build time (scripts/sample-faker-locales.ts). */
  export const german: LocaleDefinition;
  export const english: LocaleDefinition;
  export const base: LocaleDefinition;
}

declare module 'virtual:sample-data/chat' {
  import type { ChatTables } from './data/chat';

  /** The team chat's contacts and chats, generated when the app is built (scripts/prebuilt-sample-data.ts). */
  const chat: ChatTables;
  export default chat;
}
