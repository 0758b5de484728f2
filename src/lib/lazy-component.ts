import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it first renders, or earlier with `preload()`: when the pointer
 * or the keyboard reaches what opens it. A load that failed (the network was gone) is tried again
 * by the next render or preload, instead of failing for good as `React.lazy` alone would.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy itself takes
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
