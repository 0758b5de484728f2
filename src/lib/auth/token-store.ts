export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Called after every change, here or (for web storage) in another tab of the app. */
  subscribe(listener: () => void): () => void;
}

export const accessTokenKey = 'accessToken';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => storage.getItem(key),
    set: (token) => {
      storage.setItem(key, token);
      notify();
    },
    clear: () => {
      storage.removeItem(key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // A sign-in or sign-out in another tab arrives as a storage event.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The claims of a token's payload (RFC 7519) that the page reads; the server checks the rest. */
export interface TokenClaims {
  sub?: string;
  /** Seconds since the epoch. */
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * The token's payload, or null when it cannot be read: a compact JWS (three base64url parts) whose
 * payload is a JSON object, with `sub`, `exp` and `iat` of their types when present. Read, never
 * trusted: the signature is the server's to check, so the page needs no JWT library (and the start
 * of every page carries none).
 */
export function tokenClaims(token: string): TokenClaims | null {
  // Asked for on every request and by every hook that keys storage by the user (some 20 to 50 times
  // a page), always of the same few tokens: the last reading is kept, frozen, since callers share it.
  if (lastReading?.token !== token) lastReading = { token, claims: readClaims(token) };
  return lastReading.claims;
}

let lastReading: { token: string; claims: TokenClaims | null } | undefined;

function readClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload || !base64url.test(payload)) return null;
  let claims: unknown;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    claims = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const { sub, exp, iat } = claims as Record<string, unknown>;
  const absentOr = (value: unknown, fits: (value: unknown) => boolean) => value === undefined || fits(value);
  return absentOr(sub, (value) => typeof value === 'string') && absentOr(exp, Number.isFinite) && absentOr(iat, Number.isFinite)
    ? Object.freeze(claims as TokenClaims)
    : null;
}

/** A token without a readable payload counts as expired: it is never sent. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const claims = tokenClaims(token);
  return !claims || (claims.exp !== undefined && claims.exp * 1000 <= now);
}

/**
 * Whether a token says it is for something else than a session: the password step's challenge of a
 * two-step sign-in names its purpose, and must never be taken for (or sent as) the session's token.
 * A token that names no purpose is taken as an access token, as most servers issue them.
 */
export function isOtherPurpose(token: string): boolean {
  const purpose = tokenClaims(token)?.purpose;
  return purpose !== undefined && purpose !== 'access';
}

/** The stored token if it exists, has not expired and is a session's, else null. */
export function usableToken(store: TokenStore, now: number = Date.now()): string | null {
  const token = store.get();
  return token && !isTokenExpired(token, now) && !isOtherPurpose(token) ? token : null;
}

/**
 * The display name a token carries (OpenID Connect's `name` claim), or null: what a page can greet
 * the user with before their profile has loaded.
 */
export function tokenName(token: string | null): string | null {
  const name = token ? tokenClaims(token)?.name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}
