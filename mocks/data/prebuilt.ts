import { createChats } from './chat';

/**
 * Samples made when the app is built, not in the browser: `virtual:sample-data/{name}` is the data
 * one of these makes, written out (scripts/prebuilt-sample-data.ts). The team chat beside every page
 * reads its chats at once, and faker (about 100 KB gzip) would otherwise load with the first page.
 * Each sample is seeded, so the written data is the data the generator makes (prebuilt.test.ts).
 */
export const prebuiltSamples = {
  chat: () => createChats(),
};

export type PrebuiltSampleName = keyof typeof prebuiltSamples;
