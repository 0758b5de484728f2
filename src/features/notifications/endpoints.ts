/**
 * The endpoints of notifications, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const notificationsEndpoints = {
  notifications: 'api/common/notifications',
  toggleReadStatus: 'api/common/notifications/toggle-read-status',
} as const;
