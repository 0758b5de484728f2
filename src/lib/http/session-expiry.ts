import type { TokenStore } from '@/lib/auth';

/** Forced sign-out delay after the server reports 401 (spec point 9). */
export const sessionExpiryDelayMs = 2000;

export interface SessionExpiryOptions {
  tokens: TokenStore;
  reload: () => void;
  /** Told at once, so the UI can say why the page is about to reload. */
  onExpiring?: () => void;
  /** Forgets what belongs to the user besides the token (drafts, unsent messages): called with the sign-out. */
  forget?: () => void;
  delayMs?: number;
}

/**
 * Signs the user out 2000 ms after the first report of an expired session and reloads the page.
 * Reports that arrive while a sign-out is pending add nothing.
 */
export function createSessionExpiry({ tokens, reload, onExpiring, forget, delayMs = sessionExpiryDelayMs }: SessionExpiryOptions) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  return {
    expire() {
      if (pending !== undefined) return;
      onExpiring?.();
      listeners.forEach((listener) => listener());
      pending = setTimeout(() => {
        forget?.();
        tokens.clear();
        reload();
      }, delayMs);
    },
    get pending() {
      return pending !== undefined;
    },
    /** The UI listens to say why the page is about to reload. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
