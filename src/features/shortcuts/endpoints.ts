import { contract, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { Shortcut, ShortcutInput } from './types';

const shortcuts = 'api/common/shortcuts';

/**
 * The endpoints of the shortcuts, relative to the API base: the feature's API functions call them and the
 * fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const shortcutsEndpoints = {
  shortcuts: contract.get<{ answer: Shortcut[] }>(shortcuts),
  createShortcut: contract.post<{ body: { shortcut: ShortcutInput }; answer: Shortcut }>(shortcuts),
  changeShortcut: contract.patch<{ body: IdAndChange<'shortcut', Partial<ShortcutInput>>; answer: Shortcut | null }>(shortcuts),
  deleteShortcut: contract.delete<{ query: IdQuery; answer: Shortcut | null }>(shortcuts),
};
