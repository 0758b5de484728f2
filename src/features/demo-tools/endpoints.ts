/**
 * The endpoints of demo tools, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const demoToolsEndpoints = {
  reset: 'api/demo/reset',
  hub: 'api/demo/hub',
  /** What the demo tools make the fake hub do, each a `POST`. */
  hubActions: {
    ring: 'api/demo/hub/ring',
    drop: 'api/demo/hub/drop',
    exhaust: 'api/demo/hub/exhaust',
    restore: 'api/demo/hub/restore',
    'answered-elsewhere': 'api/demo/hub/answered-elsewhere',
    'profile-update': 'api/demo/hub/profile-update',
  },
} as const;
