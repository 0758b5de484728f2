import { isTokenExpired, tokenClaims, type TokenStore } from './token-store';

/** How long before its expiry a session is renewed: a minute, or half its life when it is shorter. */
export const renewAheadMs = 60_000;

/** When the stored token should be renewed (ms since the epoch), or null when it carries no expiry. */
export function renewalTime(token: string): number | null {
  const claims = tokenClaims(token);
  if (!claims?.exp) return null;
  const expiresAt = claims.exp * 1000;
  const lifetime = claims.iat ? expiresAt - claims.iat * 1000 : Number.POSITIVE_INFINITY;
  return expiresAt - Math.min(renewAheadMs, lifetime / 2);
}

/**
 * The end of a session that ran out: its token leaves storage (it would never be sent again), and
 * the sign-in page that follows says why, once.
 */
export function createSessionEnd(tokens: TokenStore) {
  let noticePending = false;
  // A new session (here or in another tab) makes the notice old news.
  tokens.subscribe(() => {
    if (tokens.get()) noticePending = false;
  });
  return {
    /** Removes the stored token if it has expired; true when it did. */
    endIfExpired(now: number = Date.now()): boolean {
      const token = tokens.get();
      if (!token || !isTokenExpired(token, now)) return false;
      noticePending = true;
      tokens.clear();
      return true;
    },
    /** Whether the last session of this page ran out, until the next one starts: the sign-in page says so. */
    get expired(): boolean {
      return noticePending;
    },
  };
}
