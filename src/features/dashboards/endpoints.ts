/**
 * The endpoints of dashboards, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const dashboardsEndpoints = {
  analytics: 'api/dashboards/analytics',
  crypto: 'api/dashboards/crypto',
  cryptoTrade: 'api/dashboards/crypto/trade',
  finance: 'api/dashboards/finance',
  project: 'api/dashboards/project',
} as const;
