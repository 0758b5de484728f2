import type { ReactNode } from 'react';
import { useFetchingCode, type LazyCode } from '../use-fetching-code';
import { OverlayLoadBoundary } from './CodeLoadBoundary';

export interface OpenWhenLoadedProps {
  /** The lazily loaded component among the children (its `lazyComponent`). */
  part: LazyCode;
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
  const isFetching = useFetchingCode(part);
  if (isFetching) return loading;
  return <OverlayLoadBoundary onLoadFailed={onLoadFailed}>{children}</OverlayLoadBoundary>;
}
