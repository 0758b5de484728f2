import { decodeJwt } from 'jose';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const accessTokenKey = 'accessToken';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage that lives as long as the page: for Node and for tests. */
export function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The access token, kept in web storage so that a reload keeps the session. */
export function createTokenStore(storage: KeyValueStorage, key = accessTokenKey): TokenStore {
  return {
    get: () => storage.getItem(key),
    set: (token) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  };
}

/** A token without a readable payload counts as expired: it is never sent. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const { exp } = decodeJwt(token);
    return exp !== undefined && exp * 1000 <= now;
  } catch {
    return true;
  }
}

/** The stored token if it exists and has not expired, else null. */
export function usableToken(store: TokenStore, now: number = Date.now()): string | null {
  const token = store.get();
  return token && !isTokenExpired(token, now) ? token : null;
}
