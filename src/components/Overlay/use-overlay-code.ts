import { useCallback, useEffect, useRef, useState } from 'react';

// Apart from the trigger hooks: the toasts and the confirmation use it on every page, sign-in too,
// and must not bring the menu and dialog triggers' hooks with them.

/**
 * Whether the overlay is to be drawn: it has opened at least once (and stays, so it can animate
 * out) and its code has arrived. The code starts loading when it first opens, unless `load` was
 * called before (when the pointer rested on the trigger). Rendered only once the code is there, the
 * overlay never suspends: React shows a suspended part no sooner than 300 ms after its fallback.
 *
 * When the code could not be fetched, the overlay's boundary calls `loadFailed`: it calls `close`, and
 * the overlay is not drawn again until it next opens, which tries the load again (once, not in a loop
 * while it is still meant to be open).
 */
export function useOverlayCode(isOpen: boolean, preload: () => Promise<unknown>, close?: () => void) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  const [failedWhileOpen, setFailedWhileOpen] = useState(false);
  if (!isOpen && failedWhileOpen) setFailedWhileOpen(false);
  if (isOpen && !hasOpened && !failedWhileOpen) setHasOpened(true);
  const [loaded, setLoaded] = useState(false);
  const preloadRef = useRef(preload);
  const closeRef = useRef(close);
  useEffect(() => {
    preloadRef.current = preload;
    closeRef.current = close;
  });
  const load = useCallback(() => {
    // A failed load is drawn all the same: the overlay throws its CodeLoadError to its boundary.
    const done = () => setLoaded(true);
    void preloadRef.current().then(done, done);
  }, []);
  useEffect(() => {
    if (isOpen && !loaded && !failedWhileOpen) load();
  }, [isOpen, loaded, failedWhileOpen, load]);
  const loadFailed = useCallback(() => {
    closeRef.current?.();
    setHasOpened(false);
    setLoaded(false);
    setFailedWhileOpen(true);
  }, []);
  return { shown: hasOpened && loaded, load, loadFailed };
}
