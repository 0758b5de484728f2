/**
 * The endpoints of help center, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const helpCenterEndpoints = {
  faqs: 'api/apps/help-center/faqs',
  guide: 'api/apps/help-center/guide',
  guides: 'api/apps/help-center/guides',
  support: 'api/apps/help-center/support',
} as const;
