export { ShortcutsPanel } from './ShortcutsPanel';
export type { Shortcut } from './types';
