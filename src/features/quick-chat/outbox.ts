import { useSyncExternalStore } from 'react';
import { sessionItems } from '@/lib/auth';
import { useLeaveGuard } from '@/lib/query';
import type { Outgoing } from './api/change-chats';

/** A message of mine the server does not have yet: on its way, or refused and waiting to be sent again. */
export interface Unsent extends Outgoing {
  delivery: 'sending' | 'failed';
}

const itemName = 'quick-chat.outbox';
const listeners = new Set<() => void>();
// Sends made by this page. One stored as 'sending' by an earlier page died with it: it counts as not sent.
const sendingHere = new Set<string>();
let snapshot: { raw: string; entries: Unsent[] } = { raw: '[]', entries: [] };

const stored = () => sessionItems.read<Unsent[]>(itemName) ?? [];

function entries(): Unsent[] {
  const current = stored().map((entry) =>
    entry.delivery === 'sending' && !sendingHere.has(entry.id) ? { ...entry, delivery: 'failed' as const } : entry,
  );
  const raw = JSON.stringify(current);
  if (raw !== snapshot.raw) snapshot = { raw, entries: current };
  return snapshot.entries;
}

function write(next: Unsent[]) {
  sessionItems.write(itemName, next);
  listeners.forEach((listener) => listener());
}

/**
 * The team chat's outbox: every message I send is kept here until the server has it, so that a
 * refetch of the conversation or a reload of the tab never drops it. Kept with the session's items:
 * it survives a reload, and is gone with the sign-out.
 */
export const outbox = {
  sending(message: Outgoing) {
    sendingHere.add(message.id);
    write([...stored().filter((entry) => entry.id !== message.id), { ...message, delivery: 'sending' }]);
  },
  failed(message: Outgoing) {
    sendingHere.delete(message.id);
    write([...stored().filter((entry) => entry.id !== message.id), { ...message, delivery: 'failed' }]);
  },
  /** The server has these: they show from the conversation itself now. */
  delivered(ids: readonly string[]) {
    ids.forEach((id) => sendingHere.delete(id));
    const remaining = stored().filter((entry) => !ids.includes(entry.id));
    if (remaining.length !== stored().length) write(remaining);
  },
  entries,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const useOutbox = () => useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);

/** Closing the tab would lose what is still in the outbox: the browser asks first. */
export function useOutboxLeaveGuard() {
  useLeaveGuard(useOutbox().length > 0);
}
