export { optimisticMutationOptions, useOptimisticMutation, type OptimisticMutationConfig } from './optimistic-mutation';
export { LeaveGuardWhileSaving, shownBeforeSaved, useLeaveGuard } from './leave-guard';
export { useTagChanges, type SavedTag, type TagChangesConfig, type TagEdit } from './tag-changes';
