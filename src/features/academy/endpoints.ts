/**
 * The endpoints of academy, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const academyEndpoints = {
  categories: 'api/apps/academy/categories',
  courses: 'api/apps/academy/courses',
  course: 'api/apps/academy/courses/course',
  progress: 'api/apps/academy/courses/course/progress',
} as const;
