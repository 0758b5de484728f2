import { http } from '@/lib/http';
import { useOptimisticMutation } from '@/lib/query';
import type { Shortcut, ShortcutInput } from '../types';
import { shortcutsEndpoints } from '../endpoints';
import { shortcutsQueryOptions } from './get-shortcuts';

export const createShortcut = (shortcut: ShortcutInput) => http.call(shortcutsEndpoints.createShortcut, { body: { shortcut } });
export const updateShortcut = (id: string, shortcut: Partial<ShortcutInput>) =>
  http.call(shortcutsEndpoints.changeShortcut, { body: { id, shortcut } });
export const deleteShortcut = (id: string) => http.call(shortcutsEndpoints.deleteShortcut, { query: { id } });

/** A created shortcut shows at the top at once, under a stand-in id until the server names it. */
const pendingId = (draft: ShortcutInput & { key: string }) => `pending-${draft.key}`;

export interface ShortcutChangeHandlers {
  /** A refused save: the form reopens with what was typed. */
  onCreateRefused: (draft: ShortcutInput) => void;
  onUpdateRefused: (shortcut: Shortcut, draft: ShortcutInput) => void;
  onDeleteRefused: (shortcut: Shortcut) => void;
}

/** Create, update and delete (template-apps.md point 7), each shown at once and taken back if refused. */
export function useShortcutChanges({ onCreateRefused, onUpdateRefused, onDeleteRefused }: ShortcutChangeHandlers) {
  const queryKey = shortcutsQueryOptions().queryKey;

  const create = useOptimisticMutation<Shortcut[], ShortcutInput & { key: string }, Shortcut>({
    queryKey,
    mutationFn: ({ key: _key, ...shortcut }) => createShortcut(shortcut),
    apply: (shortcuts, draft) => {
      const { key: _key, ...shortcut } = draft;
      return [{ ...shortcut, id: pendingId(draft) }, ...shortcuts];
    },
    settle: (shortcuts, created, draft) => shortcuts.map((item) => (item.id === pendingId(draft) ? created : item)),
    onRolledBack: (_error, { key: _key, ...draft }) => onCreateRefused(draft),
  });

  const update = useOptimisticMutation<Shortcut[], { shortcut: Shortcut; draft: ShortcutInput }, Shortcut | null>({
    queryKey,
    mutationFn: ({ shortcut, draft }) => updateShortcut(shortcut.id, draft),
    apply: (shortcuts, { shortcut, draft }) => shortcuts.map((item) => (item.id === shortcut.id ? { ...item, ...draft } : item)),
    settle: (shortcuts, saved) => (saved ? shortcuts.map((item) => (item.id === saved.id ? saved : item)) : shortcuts),
    onRolledBack: (_error, { shortcut, draft }) => onUpdateRefused(shortcut, draft),
  });

  const remove = useOptimisticMutation<Shortcut[], Shortcut, Shortcut | null>({
    queryKey,
    mutationFn: (shortcut) => deleteShortcut(shortcut.id),
    apply: (shortcuts, removed) => shortcuts.filter((item) => item.id !== removed.id),
    settle: (shortcuts) => shortcuts,
    onRolledBack: (_error, shortcut) => onDeleteRefused(shortcut),
  });

  return {
    create: (draft: ShortcutInput) => create.mutate({ ...draft, key: crypto.randomUUID() }),
    update: (shortcut: Shortcut, draft: ShortcutInput) => update.mutate({ shortcut, draft }),
    remove: (shortcut: Shortcut) => remove.mutate(shortcut),
  };
}
