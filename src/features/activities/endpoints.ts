/**
 * The endpoints of activities, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const activitiesEndpoints = {
  activities: 'api/pages/activities',
} as const;
