import { describe, expect, it } from 'vitest';
import { initialShortcutsState, shortcutsReducer, type ShortcutsEvent, type ShortcutsMode } from './shortcuts-mode';
import type { Shortcut } from './types';

const shortcut: Shortcut = { id: 's1', label: 'Tasks', icon: 'check-circle', link: '/apps/tasks', useRouter: true };
const draft = { label: 'Typed', icon: 'star', link: '/x', useRouter: true };

const events: ShortcutsEvent[] = [
  { type: 'modify' },
  { type: 'done' },
  { type: 'add' },
  { type: 'pick', shortcut },
  { type: 'cancel' },
  { type: 'saved' },
  { type: 'deleted' },
];

/** Spec point 4, as a table: from each mode, the events that move it, and where to. */
const allowed: Record<ShortcutsMode, Partial<Record<ShortcutsEvent['type'], ShortcutsMode>>> = {
  view: { modify: 'modify', add: 'add' },
  modify: { done: 'view', pick: 'edit', add: 'add' },
  add: { cancel: 'view', saved: 'modify' },
  edit: { cancel: 'modify', saved: 'modify', deleted: 'modify' },
};

describe('shortcuts panel modes', () => {
  it('starts in view', () => {
    expect(initialShortcutsState.mode).toBe('view');
  });

  for (const [mode, moves] of Object.entries(allowed) as [ShortcutsMode, Partial<Record<ShortcutsEvent['type'], ShortcutsMode>>][]) {
    it(`from ${mode} moves exactly as the spec says`, () => {
      const state = { mode, ...(mode === 'edit' ? { shortcut } : {}) };
      for (const event of events) {
        const next = shortcutsReducer(state, event);
        expect({ event: event.type, to: next.mode }).toEqual({ event: event.type, to: moves[event.type] ?? mode });
      }
    });
  }

  it('edits the shortcut that was tapped', () => {
    expect(shortcutsReducer({ mode: 'modify' }, { type: 'pick', shortcut })).toEqual({ mode: 'edit', shortcut });
  });

  it('forgets the edited shortcut on leaving the form', () => {
    expect(shortcutsReducer({ mode: 'edit', shortcut }, { type: 'saved' })).toEqual({ mode: 'modify' });
  });

  it('reopens the form with what was typed when a save is refused', () => {
    expect(shortcutsReducer({ mode: 'modify' }, { type: 'refused', mode: 'add', draft })).toEqual({ mode: 'add', draft });
    expect(shortcutsReducer({ mode: 'modify' }, { type: 'refused', mode: 'edit', draft, shortcut })).toEqual({
      mode: 'edit',
      draft,
      shortcut,
    });
  });
});
