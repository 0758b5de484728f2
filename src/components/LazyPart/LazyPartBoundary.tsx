import { useState, type ReactNode } from 'react';
import { RetryBanner } from '../Banner/Banner';
import { useComponentMessages } from '../messages';
import { CodeLoadBoundary } from '../Overlay/CodeLoadBoundary';

export interface LazyPartBoundaryProps {
  /** Fetches the part's code again (its `lazyComponent`'s `preload`); Try again draws the part once it is done. */
  retry: () => Promise<unknown>;
  children: ReactNode;
}

const ignore = () => undefined;

/**
 * Around a lazily loaded part of a page (an open mail, contact or task). If its code cannot be
 * fetched (offline, or a release replaced the file), a banner takes its place and says so, with Try
 * again; the rest of the page (the list it opened from) stays as it was.
 */
export function LazyPartBoundary({ retry, children }: LazyPartBoundaryProps) {
  const text = useComponentMessages();
  const [attempt, setAttempt] = useState(0);
  const [isRetrying, setIsRetrying] = useState(false);
  const tryAgain = async () => {
    setIsRetrying(true);
    await retry();
    setIsRetrying(false);
    // A fresh boundary draws the part: with its code, or with the same banner if it failed again.
    setAttempt((count) => count + 1);
  };
  return (
    <CodeLoadBoundary key={attempt} onLoadFailed={ignore} fallback={<RetryBanner title={text.partLoadFailed} onRetry={() => void tryAgain()} isRetrying={isRetrying} />}>
      {children}
    </CodeLoadBoundary>
  );
}
