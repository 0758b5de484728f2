import { useEffect, useState } from 'react';

/** What a page needs of a lazily loaded part to wait for its code: a `lazyComponent`, or several as one. */
export interface LazyCode {
  preload: () => Promise<void>;
  isLoaded: () => boolean;
}

/**
 * Whether the part's code is still on its way. Mounting what shows it fetches it if it is not there
 * (again, if an earlier attempt failed); code already there is drawn at once. Waiting here instead of
 * in a Suspense boundary, the part never suspends: it renders once its code has arrived, or throws
 * its CodeLoadError at once if that failed.
 */
export function useFetchingCode(code: LazyCode): boolean {
  const [isFetching, setIsFetching] = useState(() => !code.isLoaded());
  useEffect(() => {
    if (!isFetching) return;
    let isMounted = true;
    void code.preload().then(() => {
      if (isMounted) setIsFetching(false);
    });
    return () => {
      isMounted = false;
    };
  }, [code, isFetching]);
  return isFetching;
}
