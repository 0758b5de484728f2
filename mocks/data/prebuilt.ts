import { createChats } from './chat';
import { createContacts } from './contacts';
import { createProducts } from './inventory';
import { createNotes } from './notes';
import { createScrumboard } from './scrumboard';
import { createTaskMembers, createTasks } from './tasks';

/**
 * Samples made when the app is built, not in the browser: `virtual:sample-data/{name}` is the data
 * one of these makes, written out (build/prebuilt-sample-data.ts). The browser then loads no faker
 * (about 100 KB gzip) and spends no time making samples: not for the team chat beside every page,
 * nor when an app first asks for its data. Each sample is seeded and made relative to a fixed day,
 * so the written data is the data the generator makes (prebuilt.test.ts); the workbench's stories
 * call the generators themselves.
 */
export const prebuiltSamples = {
  chat: () => createChats(),
  contacts: () => createContacts(),
  tasks: () => ({ tasks: createTasks(), members: createTaskMembers() }),
  notes: () => createNotes(),
  scrumboard: () => createScrumboard(),
  inventory: () => createProducts(),
};

export type PrebuiltSampleName = keyof typeof prebuiltSamples;
