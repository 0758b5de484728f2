import { createTokenStore, memoryStorage } from './token-store';

export { accessTokenKey, createTokenStore, isTokenExpired, memoryStorage, usableToken, type TokenStore } from './token-store';

/** The session's token store: web storage in the browser, memory elsewhere. */
export const tokenStore = createTokenStore(typeof localStorage === 'undefined' ? memoryStorage() : localStorage);
