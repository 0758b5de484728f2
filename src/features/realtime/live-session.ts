import { useSyncExternalStore } from 'react';
import type { LiveConnection } from '@/lib/realtime';

/**
 * The page's live connection, once RealtimeRoot has made one: the connection banner and the demo
 * tools read it from here, wherever the layout puts them.
 */
let current: LiveConnection | null = null;
const listeners = new Set<() => void>();

export function setCurrentConnection(connection: LiveConnection | null) {
  current = connection;
  for (const listener of listeners) listener();
}

export const getCurrentConnection = () => current;

export function useCurrentConnection(): LiveConnection | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/**
 * Push-capable: a service worker and the Push API are there (a secure page in a current browser).
 * Only such sessions open the live connection and subscribe to push (spec point 6).
 */
export const isPushCapable = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;
