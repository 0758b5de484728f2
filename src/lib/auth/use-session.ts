import { useSyncExternalStore } from 'react';
import { usableToken, type TokenStore } from './token-store';

/**
 * Whether a usable (present, unexpired) token is stored, kept current across sign-in, sign-out and
 * other tabs. An expired token counts as signed out: it would never be sent anyway.
 */
export function useHasSession(store: TokenStore): boolean {
  const snapshot = () => usableToken(store) !== null;
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
