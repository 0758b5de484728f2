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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useCurrentConnection(): LiveConnection | null {
  return useSyncExternalStore(subscribe, getCurrentConnection, () => null);
}

/**
 * Push-capable: a service worker and the Push API are there (a secure page in a current browser).
 * Only such sessions open the live connection and subscribe to push (spec point 6).
 */
export const isPushCapable = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;
