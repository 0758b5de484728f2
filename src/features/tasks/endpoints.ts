/**
 * The endpoints of tasks, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const tasksEndpoints = {
  all: 'api/apps/tasks/all',
  members: 'api/apps/tasks/members',
  order: 'api/apps/tasks/order',
  search: 'api/apps/tasks/search',
  tag: 'api/apps/tasks/tag',
  tags: 'api/apps/tasks/tags',
  task: 'api/apps/tasks/task',
} as const;
