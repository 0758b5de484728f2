/**
 * The endpoints of the documents, relative to the API base: the feature's API functions call them
 * (`fillPath`) and the fake backend answers them, so that each path is written once.
 */
export const docsEndpoints = {
  document: 'api/docs/:file',
} as const;
