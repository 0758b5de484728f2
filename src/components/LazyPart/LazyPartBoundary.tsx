import { useState, type ReactNode } from 'react';
import { RetryBanner } from '../Banner/Banner';
import { useFetchingCode, type LazyCode } from '../use-fetching-code';
import { useComponentMessages } from '../messages';
import { CodeLoadBoundary } from '../Overlay/CodeLoadBoundary';

export interface LazyPartBoundaryProps {
  /** The part's code (its `lazyComponent`): fetched when the part is first shown, and again by Try again. */
  part: LazyCode;
  /** Drawn while the part's code is on its way (its placeholder); nothing by default. */
  loading?: ReactNode;
  children: ReactNode;
}

const ignore = () => undefined;

/**
 * Around a lazily loaded part of a page (an open mail, contact or task, a dashboard's charts): its
 * placeholder while its code is on its way, and if that code cannot be fetched (offline, or a release
 * replaced the file), a banner in its place that says so, with Try again; the rest of the page (the
 * list it opened from) stays as it was.
 */
export function LazyPartBoundary({ part, loading = null, children }: LazyPartBoundaryProps) {
  const text = useComponentMessages();
  const [attempt, setAttempt] = useState(0);
  const [isRetrying, setIsRetrying] = useState(false);
  const tryAgain = async () => {
    setIsRetrying(true);
    await part.preload();
    setIsRetrying(false);
    // A fresh boundary draws the part: with its code, or with the same banner if it failed again.
    setAttempt((count) => count + 1);
  };
  const isFetching = useFetchingCode(part);
  if (isFetching) return loading;
  return (
    <CodeLoadBoundary
      key={attempt}
      onLoadFailed={ignore}
      fallback={<RetryBanner title={text.partLoadFailed} onRetry={() => void tryAgain()} isRetrying={isRetrying} />}
    >
      {children}
    </CodeLoadBoundary>
  );
}
