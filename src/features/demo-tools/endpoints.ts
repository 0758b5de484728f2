/**
 * The endpoints of demo tools, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const demoToolsEndpoints = {
  reset: 'api/demo/reset',
} as const;
