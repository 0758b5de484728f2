import { useCallback, useSyncExternalStore } from 'react';
import type { LiveConnection, LiveState } from './live-connection';

const idle: LiveState = { status: 'idle' };

/** The connection's state, re-rendering on every change; idle without a connection. */
export function useLiveState(connection: LiveConnection | null): LiveState {
  // One subscription per connection: a new function on every render would make React subscribe again each time.
  const subscribe = useCallback((listener: () => void) => connection?.subscribe(listener) ?? (() => undefined), [connection]);
  return useSyncExternalStore(
    subscribe,
    () => connection?.getState() ?? idle,
    () => idle,
  );
}
