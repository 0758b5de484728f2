import { sessionItems, tokenStore } from '@/lib/auth';
import { env } from '@/lib/env';
import { createHttpClient } from './client';
import { createInFlightCounter, useInFlightCount } from './in-flight';
import { createReachability, useReachability } from './reachability';
import { createSessionExpiry } from './session-expiry';

export { buildUrl, createHttpClient } from './client';
export { ApiError, HttpError, NetworkError, refusalOf } from './errors';
export { createReachability, type ReachabilityStore } from './reachability';
/** Demo mode: the app's own origin and base path, whatever page is open (`api/...` is never relative to `/de-AT/home`). */
const pageBase = typeof document === 'undefined' ? 'http://localhost/' : new URL(import.meta.env.BASE_URL, document.baseURI).toString();

let backendReady: Promise<unknown> = Promise.resolve();

/**
 * Demo mode: the app renders while the in-browser fake backend starts; API calls wait for it (a call
 * made before its worker is active would reach no one). A failed start lets the calls go and fail.
 */
export function holdRequestsUntil(started: Promise<unknown>) {
  backendReady = started.catch(() => undefined);
}

export const sessionExpiry = createSessionExpiry({
  tokens: tokenStore,
  forget: () => sessionItems.forgetAll(),
  reload: () => window.location.reload(),
});

/** Requests of the app's client that are under way; the loading bar shows while any are. */
export const requestsInFlight = createInFlightCounter();

export const useRequestsInFlight = () => useInFlightCount(requestsInFlight);

/** Whether the app's server answers; the shell says so when it does not. */
export const serverReachability = createReachability();

export const useServerReachability = () => useReachability(serverReachability);

/** The app's client: the configured API, or the page's origin where the fake backend answers. */
export const http = createHttpClient({
  baseUrl: env.apiUrl || pageBase,
  tokens: tokenStore,
  locale: () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined),
  onSessionExpired: () => sessionExpiry.expire(),
  inFlight: requestsInFlight,
  ready: () => backendReady,
  reachability: serverReachability,
});
