export { optimisticMutationOptions, useOptimisticMutation, type OptimisticMutationConfig } from './optimistic-mutation';
export { isUnfetched, unfetched, type FetchedOrNot } from './unfetched';
export { LeaveGuardWhileSaving, shownBeforeSaved, useLeaveGuard } from './leave-guard';
export { useTagChanges, type SavedTag, type TagChangesConfig, type TagEdit } from './tag-changes';
export {
  autosaveDelayMs,
  textDrafts,
  useTextAutosave,
  type AutosaveState,
  type TextAutosaveOptions,
  type TextDraft,
} from './text-autosave';
