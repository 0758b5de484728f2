/**
 * The endpoints of search, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const searchEndpoints = {
  search: 'api/common/search',
} as const;
