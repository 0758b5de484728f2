export { optimisticMutationOptions, useOptimisticMutation, type OptimisticMutationConfig } from './optimistic-mutation';
export { LeaveGuardWhileSaving, shownBeforeSaved } from './leave-guard';
