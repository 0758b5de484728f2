export { optimisticMutationOptions, useOptimisticMutation, type OptimisticMutationConfig } from './optimistic-mutation';
export { LeaveGuardWhileSaving, shownBeforeSaved, useLeaveGuard } from './leave-guard';
