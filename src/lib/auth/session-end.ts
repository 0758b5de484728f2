import { isTokenExpired, memoryStorage, tokenClaims, type KeyValueStorage, type TokenStore } from './token-store';

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

/** Where the notice waits for the sign-in page: it outlives a reload of the tab, as the sign-out may reload it. */
const noticeKey = 'sessionExpiredNotice';

/**
 * The end of a session that ran out: its token leaves storage (it would never be sent again), and
 * the sign-in page that follows says why, until the next session starts. The notice is kept in
 * `notices` (the tab's session storage in the browser): a reload that follows the end, as the
 * forced sign-out after a refused request does, must not take the reason away.
 */
export function createSessionEnd(tokens: TokenStore, notices: KeyValueStorage = memoryStorage()) {
  // Storage may refuse (full, or blocked): the notice is then kept for this page only.
  let kept = false;
  const setNotice = (pending: boolean) => {
    kept = pending;
    try {
      if (pending) notices.setItem(noticeKey, '1');
      else notices.removeItem(noticeKey);
    } catch {
      // Kept in memory above.
    }
  };
  // A new session (here or in another tab) makes the notice old news.
  tokens.subscribe(() => {
    if (tokens.get()) setNotice(false);
  });
  return {
    /** Removes the stored token if it has expired; true when it did. */
    endIfExpired(now: number = Date.now()): boolean {
      const token = tokens.get();
      if (!token || !isTokenExpired(token, now)) return false;
      setNotice(true);
      tokens.clear();
      return true;
    },
    /** Whether the last session of this tab ran out, until the next one starts: the sign-in page says so. */
    get expired(): boolean {
      if (kept) return true;
      try {
        return notices.getItem(noticeKey) === '1';
      } catch {
        return false;
      }
    },
  };
}
