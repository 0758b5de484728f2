import { useSyncExternalStore } from 'react';

/** Counts requests that have started and not yet ended; the loading bar follows it. */
export function createInFlightCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    /** Marks a request as started; call the returned function once it has ended, however it ended. */
    start(): () => void {
      count += 1;
      notify();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        notify();
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => count,
  };
}

export type InFlightCounter = ReturnType<typeof createInFlightCounter>;

export function useInFlightCount(counter: InFlightCounter): number {
  return useSyncExternalStore(counter.subscribe, counter.getSnapshot, counter.getSnapshot);
}
