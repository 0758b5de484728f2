/**
 * The endpoints of file manager, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const fileManagerEndpoints = {
  folder: 'api/apps/file-manager',
  newFolder: 'api/apps/file-manager/folder',
  /** POST: a file uploaded into a folder; GET: a file's content, for a download. */
  file: 'api/apps/file-manager/file',
  /** DELETE: a file, or a folder with everything in it. */
  item: 'api/apps/file-manager/item',
} as const;
