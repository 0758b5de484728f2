import { useSyncExternalStore } from 'react';
import { tokenName, usableToken, type TokenStore } from './token-store';

/**
 * Whether a usable (present, unexpired) token is stored, kept current across sign-in, sign-out and
 * other tabs. An expired token counts as signed out: it would never be sent anyway.
 */
export function useHasSession(store: TokenStore): boolean {
  const snapshot = () => usableToken(store) !== null;
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/** The name the usable token carries, if any (see `tokenName`), kept current like `useHasSession`. */
export function useSessionName(store: TokenStore): string | null {
  const snapshot = () => tokenName(usableToken(store));
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
