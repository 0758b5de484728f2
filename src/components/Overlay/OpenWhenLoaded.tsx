import { useEffect, useState, type ReactNode } from 'react';
import type { lazyComponent } from '../lazy-component';
import { OverlayLoadBoundary } from './CodeLoadBoundary';

type LazyPart = Pick<ReturnType<typeof lazyComponent>, 'preload' | 'isLoaded'>;

export interface OpenWhenLoadedProps {
  /** The lazily loaded component among the children (its `lazyComponent`). */
  part: LazyPart;
  /** Closes what was opened: the page stops drawing it. Called when its code cannot be fetched. */
  onLoadFailed: () => void;
  /** Drawn while the code is on its way; nothing by default (a dialog appears when it is there). */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * Around something a page draws only while it is open and whose code loads when it first opens: a
 * note's or a card's dialog, the mail composer, a contact's form. Each opening fetches the code if it
 * is not there yet (again, if an earlier attempt failed), and draws it once it has arrived. If it
 * cannot be fetched, `onLoadFailed` closes it and a toast says so; the page stays as it was.
 */
export function OpenWhenLoaded({ part, onLoadFailed, loading = null, children }: OpenWhenLoadedProps) {
  // Code that is already there is drawn at once, without a frame of `loading`.
  const [isFetching, setIsFetching] = useState(() => !part.isLoaded());
  useEffect(() => {
    if (!isFetching) return;
    let isMounted = true;
    // Done either way: a failed fetch is drawn too, and throws its CodeLoadError to the boundary.
    void part.preload().then(() => {
      if (isMounted) setIsFetching(false);
    });
    return () => {
      isMounted = false;
    };
  }, [part, isFetching]);
  if (isFetching) return loading;
  return <OverlayLoadBoundary onLoadFailed={onLoadFailed}>{children}</OverlayLoadBoundary>;
}
