import { useEffect, useState } from 'react';
import { tokenClaims, usableToken, type KeyValueStorage, type TokenStore } from './token-store';

const entryKey = 'sessionItems';

interface Entry {
  owner: string;
  items: Record<string, unknown>;
}

/** Whose session this is: the `sub` of the usable token, or null without one (or without a subject). */
export function sessionOwner(tokens: TokenStore): string | null {
  const token = usableToken(tokens);
  const sub = token ? tokenClaims(token)?.sub : undefined;
  return typeof sub === 'string' && sub ? sub : null;
}

/**
 * Small things kept for the signed-in user in this tab (what was typed and not sent yet): they
 * survive a reload, not a sign-out, and another user signing in here never reads them. Kept in
 * one entry with its owner, so that forgetting them all is one removal.
 */
export function createSessionItems(storage: KeyValueStorage, owner: () => string | null) {
  // What the storage refused (full, or blocked): kept for this page, so that a part drawn anew still
  // finds it, until the storage takes it again.
  let refused: Entry | null = null;
  const readEntry = (): Entry | null => {
    if (refused) return refused;
    try {
      const entry = JSON.parse(storage.getItem(entryKey) ?? 'null') as Entry | null;
      return entry && typeof entry.owner === 'string' && typeof entry.items === 'object' && entry.items ? entry : null;
    } catch {
      return null;
    }
  };
  return {
    read<T>(name: string): T | undefined {
      const entry = readEntry();
      const current = owner();
      return current && entry?.owner === current ? (entry.items[name] as T | undefined) : undefined;
    },
    write(name: string, value: unknown) {
      const current = owner();
      if (!current) return;
      const entry = readEntry();
      const items = entry?.owner === current ? { ...entry.items } : {};
      items[name] = value;
      try {
        storage.setItem(entryKey, JSON.stringify({ owner: current, items } satisfies Entry));
        refused = null;
      } catch {
        // A full or blocked storage keeps the item for this page only: it still works, it just will not survive a reload.
        refused = { owner: current, items };
      }
    },
    forgetAll() {
      refused = null;
      storage.removeItem(entryKey);
    },
  };
}

export type SessionItems = ReturnType<typeof createSessionItems>;

/** `useState` whose value is also kept as a session item: read on mount, written on every change. */
export function useSessionItemState<T>(items: SessionItems, name: string, initial: T) {
  const [value, setValue] = useState<T>(() => items.read<T>(name) ?? initial);
  useEffect(() => items.write(name, value), [items, name, value]);
  return [value, setValue] as const;
}
