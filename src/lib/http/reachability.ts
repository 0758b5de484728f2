import { useSyncExternalStore } from 'react';

export interface Reachability {
  /** False after a request got no answer at all (or a gateway's 502-504), until the next answer. */
  reachable: boolean;
  /** When the last request that found the server unreachable was made (ms since the epoch), or null. */
  lastTry: number | null;
}

/**
 * Whether the server answers, as the requests find it. Pages keep their own error states; the
 * shell reads this to say once, for the whole page, that the server is the trouble.
 */
export function createReachability() {
  let state: Reachability = { reachable: true, lastTry: null };
  // Requests are numbered as they start: a failure of one that started before the last answered
  // request says nothing new (it only arrived late), so it does not bring the banner back.
  let started = 0;
  let lastAnswered = 0;
  const listeners = new Set<() => void>();
  const set = (next: Reachability) => {
    if (next.reachable === state.reachable && next.lastTry === state.lastTry) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    /** Numbers a request as it starts; hand the number to `answered` or `unreachable`. */
    start: () => ++started,
    answered(request: number = ++started) {
      lastAnswered = Math.max(lastAnswered, request);
      set({ reachable: true, lastTry: null });
    },
    unreachable(triedAt: number, request: number = ++started) {
      if (request < lastAnswered) return;
      set({ reachable: false, lastTry: Math.max(triedAt, state.lastTry ?? 0) });
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}

export type ReachabilityStore = ReturnType<typeof createReachability>;

export function useReachability(store: ReachabilityStore): Reachability {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
