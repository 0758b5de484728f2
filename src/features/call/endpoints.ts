/**
 * The endpoints of call, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const callEndpoints = {
  room: 'api/calls/room',
} as const;
