import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { renewalTime, sessionEnd, tokenClaims, tokenStore } from '@/lib/auth';
import { signInWithToken } from './api/sign-in';
import { startSession } from './session';

/** After a renewal the server refused or did not answer, the next try comes this much later. */
export const renewalRetryMs = 15_000;
/** Timers longer than this are split: browsers overflow past 24.8 days, and a sleeping device fires them late anyway. */
const longestWaitMs = 60 * 60 * 1000;

/**
 * Keeps a signed-in session alive while the page is open: shortly before the token expires it is
 * exchanged for a new one (`POST api/auth/sign-in-with-token`). If that keeps failing until the
 * token runs out, the token is removed and the page goes to sign-in, which says why and returns here;
 * what the user typed in the team chat is kept for them. A hook, not a component: it draws nothing.
 */
export function useSessionRenewal() {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);

  useEffect(() => {
    const renewAt = token ? renewalTime(token) : null;
    const exp = token ? tokenClaims(token)?.exp : undefined;
    if (!token || renewAt === null || !exp) return;
    const expiresAt = exp * 1000;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let due = renewAt;

    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(check, Math.min(Math.max(0, due - Date.now()), longestWaitMs));
    };
    async function check() {
      if (stopped) return;
      if (Date.now() < due) return wait();
      if (sessionEnd.endIfExpired()) return;
      try {
        const renewed = await signInWithToken(token!);
        // The new token re-runs this effect, which plans the next renewal.
        if (!stopped) startSession(queryClient, renewed);
      } catch {
        if (stopped) return;
        due = Math.min(Date.now() + renewalRetryMs, expiresAt);
        wait();
      }
    }
    // A device waking from sleep fires late timers late: look again as soon as the page is seen.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    wait();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, queryClient]);
}
