export { createLiveConnection, type LiveConnection, type LiveState } from './live-connection';
export { reconnectBudgetSeconds } from './retry-policy';
export { useLiveState } from './use-live-state';
export { getCurrentConnection, setCurrentConnection, useCurrentConnection } from './current-connection';
