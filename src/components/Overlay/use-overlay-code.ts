import { useCallback, useEffect, useRef, useState } from 'react';

// Apart from the trigger hooks: the toasts and the confirmation use it on every page, sign-in too,
// and must not bring the menu and dialog triggers' hooks with them.

/**
 * Whether the overlay is to be drawn: it has opened at least once (and stays, so it can animate
 * out) and its code has arrived. The code starts loading when it first opens, unless `load` was
 * called before (when the pointer rested on the trigger). Rendered only once the code is there, the
 * overlay never suspends: React shows a suspended part no sooner than 300 ms after its fallback.
 */
export function useOverlayCode(isOpen: boolean, preload: () => Promise<unknown>) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  const [loaded, setLoaded] = useState(false);
  const preloadRef = useRef(preload);
  useEffect(() => {
    preloadRef.current = preload;
  });
  const load = useCallback(() => {
    // A failed load is drawn all the same: the overlay asks again and the error boundary says so.
    const done = () => setLoaded(true);
    void preloadRef.current().then(done, done);
  }, []);
  useEffect(() => {
    if (isOpen && !loaded) load();
  }, [isOpen, loaded, load]);
  return { shown: hasOpened && loaded, load };
}
