import { createTokenStore, memoryStorage } from './token-store';
import { useHasSession } from './use-session';

export { accessTokenKey, createTokenStore, isTokenExpired, memoryStorage, usableToken, type TokenStore } from './token-store';

/** The session's token store: web storage in the browser, memory elsewhere. */
export const tokenStore = createTokenStore(typeof localStorage === 'undefined' ? memoryStorage() : localStorage);

/** Whether this page has a usable session, re-rendering on sign-in and sign-out (in any tab). */
export const useSignedIn = () => useHasSession(tokenStore);

export { useHasSession };
