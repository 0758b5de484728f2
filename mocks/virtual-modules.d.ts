declare module 'virtual:sample-faker-locales' {
  import type { LocaleDefinition } from '@faker-js/faker';

  /** Faker's data the samples read, taken from the package at build time (build/sample-faker-locales.ts). */
  export const german: LocaleDefinition;
  export const english: LocaleDefinition;
  export const base: LocaleDefinition;
}

declare module 'virtual:sample-data/chat' {
  import type { ChatTables } from './data/chat';

  /** The team chat's contacts and chats, generated when the app is built (build/prebuilt-sample-data.ts). */
  const chat: ChatTables;
  export default chat;
}

declare module 'virtual:sample-data/contacts' {
  import type { Contact } from '@/features/contacts';

  /** The address book's sample contacts, generated when the app is built (build/prebuilt-sample-data.ts). */
  const contacts: Contact[];
  export default contacts;
}

declare module 'virtual:sample-data/tasks' {
  import type { Task, TaskMember } from '@/features/tasks';

  /** The tasks app's sample tasks and members, generated when the app is built. */
  const tasks: { tasks: Task[]; members: TaskMember[] };
  export default tasks;
}

declare module 'virtual:sample-data/notes' {
  import type { Note } from '@/features/notes/schemas';

  /** The notes app's sample notes, generated when the app is built. */
  const notes: Note[];
  export default notes;
}

declare module 'virtual:sample-data/scrumboard' {
  import type { ScrumboardSample } from './data/scrumboard';

  /** The scrumboard's sample boards, lists, cards and members, generated when the app is built. */
  const scrumboard: ScrumboardSample;
  export default scrumboard;
}

declare module 'virtual:sample-data/inventory' {
  import type { Product } from '@/features/inventory';

  /** The inventory's sample products, generated when the app is built. */
  const products: Product[];
  export default products;
}
