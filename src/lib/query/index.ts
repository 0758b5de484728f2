export { useOptimisticMutation } from './optimistic-mutation';
export { isUnfetched, unfetched } from './unfetched';
export { LeaveGuardWhileSaving, shownBeforeSaved, useLeaveGuard } from './leave-guard';
export { useTagChanges, type TagEdit } from './tag-changes';
export { textDrafts, useTextAutosave } from './text-autosave';
export type { PageAddress, PageRoute, RoutePrefetch } from './route-prefetch';
