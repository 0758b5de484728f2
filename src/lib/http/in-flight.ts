import { useEffect, useState } from 'react';

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

/**
 * The count as state that follows the counter, rather than an external store: requests start and end
 * while the first page renders, and a store read during a render that changes before the render is
 * done makes React throw that render away and do it again, blocking, with every effect before the
 * first paint. The loading bar can be a frame late.
 */
export function useInFlightCount(counter: InFlightCounter): number {
  const [count, setCount] = useState(counter.getSnapshot);
  useEffect(() => {
    const follow = () => setCount(counter.getSnapshot());
    const unsubscribe = counter.subscribe(follow);
    // What changed between the render and this effect.
    follow();
    return () => void unsubscribe();
  }, [counter]);
  return count;
}
