import type { Shortcut, ShortcutInput } from './types';

/** The panel's modes (spec point 4). */
export type ShortcutsMode = 'view' | 'modify' | 'add' | 'edit';

export type ShortcutsEvent =
  | { type: 'modify' }
  | { type: 'done' }
  | { type: 'add' }
  | { type: 'pick'; shortcut: Shortcut }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deleted' }
  /** A save the server refused: back into the form with what was typed. */
  | { type: 'refused'; mode: 'add' | 'edit'; draft: ShortcutInput; shortcut?: Shortcut };

export interface ShortcutsState {
  mode: ShortcutsMode;
  /** The shortcut being edited (edit mode). */
  shortcut?: Shortcut;
  /** What the form starts with when it reopens after a refused save. */
  draft?: ShortcutInput;
}

export const initialShortcutsState: ShortcutsState = { mode: 'view' };

/**
 * Exactly the transitions of spec point 4: view -> modify (edit button) or add (plus); modify ->
 * view (done), edit (a shortcut tapped) or add; add cancels to view; edit cancels to modify; after
 * a save or a delete, modify. Any other event leaves the state as it is.
 */
export function shortcutsReducer(state: ShortcutsState, event: ShortcutsEvent): ShortcutsState {
  if (event.type === 'refused') return { mode: event.mode, draft: event.draft, ...(event.shortcut ? { shortcut: event.shortcut } : {}) };
  switch (state.mode) {
    case 'view':
      if (event.type === 'modify') return { mode: 'modify' };
      if (event.type === 'add') return { mode: 'add' };
      return state;
    case 'modify':
      if (event.type === 'done') return { mode: 'view' };
      if (event.type === 'pick') return { mode: 'edit', shortcut: event.shortcut };
      if (event.type === 'add') return { mode: 'add' };
      return state;
    case 'add':
      if (event.type === 'cancel') return { mode: 'view' };
      if (event.type === 'saved') return { mode: 'modify' };
      return state;
    case 'edit':
      if (event.type === 'cancel' || event.type === 'saved' || event.type === 'deleted') return { mode: 'modify' };
      return state;
  }
}
