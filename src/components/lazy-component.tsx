import { use, type ComponentType } from 'react';

const noop = () => undefined;

/**
 * A component whose code loads when it first renders, or earlier with `preload()`: when the pointer
 * or the keyboard reaches what opens it. A load that failed (the network was gone) is tried again
 * by the next render or preload, instead of failing for good as `React.lazy` would. `preload`
 * never fails: a failure shows where the component renders (its error boundary), not as an unhandled
 * rejection of a hover.
 *
 * Once its code is there it renders at once. `React.lazy` suspends on every first render, loaded
 * or not, and React shows a suspended part no sooner than 300 ms after its fallback: a preloaded
 * menu or panel would still make the user wait that long.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = (): Promise<void> => loadOnce().then(noop, noop);
  const start = () => void preload();
  /** For what opens it: the pointer entering it or the keyboard's focus moving into it starts the load. */
  const preloadWhenReached = { onPointerEnter: start, onFocus: start };
  function LazyComponent(props: P) {
    const Component = loaded ?? use(loadOnce());
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload, preloadWhenReached });
}
