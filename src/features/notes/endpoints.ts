/**
 * The endpoints of notes, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const notesEndpoints = {
  note: 'api/apps/notes',
  all: 'api/apps/notes/all',
  labels: 'api/apps/notes/labels',
  tasks: 'api/apps/notes/tasks',
} as const;
