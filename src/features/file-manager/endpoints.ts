/**
 * The endpoints of file manager, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const fileManagerEndpoints = {
  folder: 'api/apps/file-manager',
} as const;
