import { useSyncExternalStore } from 'react';
import type { LiveConnection, LiveState } from './live-connection';

const idle: LiveState = { status: 'idle' };

/** The connection's state, re-rendering on every change; idle without a connection. */
export function useLiveState(connection: LiveConnection | null): LiveState {
  return useSyncExternalStore(
    (listener) => (connection ? connection.subscribe(listener) : () => undefined) as () => void,
    () => connection?.getState() ?? idle,
    () => idle,
  );
}
