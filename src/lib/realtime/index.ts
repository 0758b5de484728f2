export { createLiveConnection, type HubLike, type LiveConnection, type LiveConnectionOptions, type LiveState } from './live-connection';
export { nextRetryDelay, reconnectBudgetSeconds, reconnectDelaysMs, retryPolicy } from './retry-policy';
export { useLiveState } from './use-live-state';
export { getCurrentConnection, setCurrentConnection, useCurrentConnection } from './current-connection';
