import { createSessionEnd } from './session-end';
import { createSessionItems, sessionOwner, useSessionItemState } from './session-items';
import { createTokenStore, memoryStorage } from './token-store';
import { useHasSession, useSessionName } from './use-session';

export { renewalTime } from './session-end';
export { tokenClaims, createTokenStore, memoryStorage, usableToken, type TokenStore } from './token-store';

/** The session's token store: web storage in the browser, memory elsewhere. */
export const tokenStore = createTokenStore(typeof localStorage === 'undefined' ? memoryStorage() : localStorage);

/** Whether this page has a usable session, re-rendering on sign-in and sign-out (in any tab). */
export const useSignedIn = () => useHasSession(tokenStore);

export { useHasSession };

/** The signed-in user's name as their session's token carries it, or null (see `tokenName`). */
export const useSignedInName = () => useSessionName(tokenStore);

/** What the signed-in user typed and has not sent yet, kept for this tab (see `createSessionItems`). */
export const sessionItems = createSessionItems(typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage, () =>
  sessionOwner(tokenStore),
);

/** State kept across a reload for the signed-in user of this tab; forgotten on sign-out. */
export const useSessionItem = <T>(name: string, initial: T) => useSessionItemState(sessionItems, name, initial);

/** Ends a session whose token ran out (see `createSessionEnd`); the tab's session storage keeps the notice. */
export const sessionEnd = createSessionEnd(tokenStore, typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage);

const signOutTasks = new Set<() => Promise<unknown>>();

/**
 * Work that must be done when a user signs out, besides forgetting the session (the demo's fake
 * backend forgets its data): registered by the app's entry, run by the sign-out. Gives the way to
 * unregister it.
 */
export function onSignOut(task: () => Promise<unknown>) {
  signOutTasks.add(task);
  return () => void signOutTasks.delete(task);
}

/** Runs what `onSignOut` registered; one that fails does not stop the others. */
export const runSignOutTasks = () => Promise.allSettled([...signOutTasks].map((task) => task()));
