import { useSyncExternalStore } from 'react';
import type { LiveConnection } from './live-connection';

/**
 * The page's live connection, once the realtime feature has made one: the connection banner, the
 * demo tools and the shell's own presence read it from here, without loading that feature.
 */
let current: LiveConnection | null = null;
const listeners = new Set<() => void>();

export function setCurrentConnection(connection: LiveConnection | null) {
  current = connection;
  for (const listener of listeners) listener();
}

export const getCurrentConnection = () => current;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useCurrentConnection(): LiveConnection | null {
  return useSyncExternalStore(subscribe, getCurrentConnection, () => null);
}
