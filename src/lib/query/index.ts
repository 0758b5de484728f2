export { optimisticMutationOptions, useOptimisticMutation, type OptimisticMutationConfig } from './optimistic-mutation';
export { LeaveGuardWhileSaving, shownBeforeSaved, useLeaveGuardWhileSaving } from './leave-guard';
