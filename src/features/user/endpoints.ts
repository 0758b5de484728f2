/**
 * The endpoints of user, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const userEndpoints = {
  user: 'api/common/user',
} as const;
