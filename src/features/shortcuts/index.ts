export { shortcutsPath, shortcutsQueryOptions, useShortcuts } from './api/get-shortcuts';
export { ShortcutsPanel, type ShortcutsPanelProps } from './ShortcutsPanel';
export { initialShortcutsState, shortcutsReducer, type ShortcutsEvent, type ShortcutsMode, type ShortcutsState } from './shortcuts-mode';
export type { Shortcut, ShortcutInput } from './types';
