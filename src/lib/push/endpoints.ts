/**
 * The push subscription's endpoint (the spec does not show it), relative to the API base: the
 * subscription posts to it and the fake backend answers it, so that the path is written once.
 */
export const pushEndpoints = {
  subscribe: 'api/common/push/subscribe',
} as const;
