import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton, IconButtonSpace } from '../Button/Button';
import type { CodeLoadError } from '../lazy-component';
import { fill, useComponentMessages } from '../messages';
import { CodeLoadBoundary } from '../Overlay/CodeLoadBoundary';
import * as styles from './LazyControlBoundary.css';

export interface LazyControlBoundaryProps {
  /** What the control is ("Search"), for the button that stands in for it if its code cannot be fetched. */
  name: string;
  /** The control: a `lazyComponent`, or what renders one. */
  children: ReactNode;
}

/**
 * Around an icon button of a bar whose code loads lazily (the top bar's search, shortcuts, panels):
 * its place is held while the code is on its way, so the controls beside it do not jump. If the code
 * cannot be fetched (offline, or a release replaced the file), a button in its place says which
 * control is missing and fetches it again when pressed, and by itself when the browser is back
 * online; the page around it stays as it was.
 */
export function LazyControlBoundary({ name, children }: LazyControlBoundaryProps) {
  const text = useComponentMessages();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<CodeLoadError | null>(null);
  const [isRetrying, setIsRetrying] = useState(false);
  const place = useRef<HTMLSpanElement>(null);
  // Whoever pressed the button from the keyboard keeps the focus on what takes its place.
  const focusWhenDrawn = useRef(false);
  const tryAgain = useCallback(async (failed: CodeLoadError) => {
    focusWhenDrawn.current = !!place.current?.contains(document.activeElement);
    setIsRetrying(true);
    await failed.tryAgain();
    setIsRetrying(false);
    // A fresh boundary draws the control: with its code, or with the same button if it failed again.
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    if (!failure) return;
    const retry = () => void tryAgain(failure);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failure, tryAgain]);
  useEffect(() => {
    // Until the control (or the button again) is there, its place holds no button to focus.
    const drawn = focusWhenDrawn.current ? place.current?.querySelector<HTMLElement>('button, a[href]') : null;
    if (!drawn) return;
    focusWhenDrawn.current = false;
    drawn.focus();
  }, [attempt, failure]);
  const space = <IconButtonSpace />;
  return (
    <span ref={place} className={styles.control}>
      <CodeLoadBoundary
        key={attempt}
        onLoadFailed={setFailure}
        fallback={
          failure ? (
            <IconButton
              icon="arrow-path"
              label={fill(text.controlLoadFailed, { name })}
              isLoading={isRetrying}
              onPress={() => void tryAgain(failure)}
            />
          ) : (
            space
          )
        }
      >
        <Suspense fallback={space}>{children}</Suspense>
      </CodeLoadBoundary>
    </span>
  );
}
