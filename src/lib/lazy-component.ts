import { lazy, type ComponentType } from 'react';

const noop = () => undefined;

/**
 * A component whose code loads when it first renders, or earlier with `preload()`: when the pointer
 * or the keyboard reaches what opens it. A load that failed (the network was gone) is tried again
 * by the next render or preload, instead of failing for good as `React.lazy` alone would. `preload`
 * never fails: a failure shows where the component renders (its error boundary), not as an unhandled
 * rejection of a hover.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy itself takes
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = (): Promise<void> => loadOnce().then(noop, noop);
  const start = () => void preload();
  /** For what opens it: the pointer entering it or the keyboard's focus moving into it starts the load. */
  const preloadWhenReached = { onPointerEnter: start, onFocus: start };
  return Object.assign(lazy(loadOnce), { preload, preloadWhenReached });
}
