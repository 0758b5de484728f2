/**
 * The endpoints of realtime, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const realtimeEndpoints = {
  declineCall: 'api/calls/decline',
  openCalls: 'api/calls/open',
  setOnline: 'api/common/user/set-online',
  status: 'api/common/user/status',
} as const;
