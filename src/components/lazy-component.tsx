import { use, type ComponentType } from 'react';

const noop = () => undefined;

/**
 * What a lazily loaded part throws when its code could not be fetched (the network was gone, or a
 * new release replaced the file): an error boundary can tell it from a bug and offer to try again.
 */
export class CodeLoadError extends Error {
  /** Fetches the part's code again (it never fails); a boundary draws the part anew once it settles. */
  readonly tryAgain: () => Promise<void>;

  constructor(cause: unknown, tryAgain: () => Promise<void>) {
    super('The code of a part of the page could not be loaded', { cause });
    this.name = 'CodeLoadError';
    this.tryAgain = tryAgain;
  }
}

/**
 * A component whose code loads when it first renders, or earlier with `preload()`: when the pointer
 * or the keyboard reaches what opens it. A render whose load failed (the network was gone) throws a
 * `CodeLoadError` to its error boundary; it never starts another attempt by itself, so a page that is
 * offline does not fetch in a loop. The next `preload()` tries again, instead of failing for good as
 * `React.lazy` would. `preload` never fails: a failure shows where the component renders, not as an
 * unhandled rejection of a hover.
 *
 * Once its code is there it renders at once. `React.lazy` suspends on every first render, loaded
 * or not, and React shows a suspended part no sooner than 300 ms after its fallback: a preloaded
 * menu or panel would still make the user wait that long.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  // Says how it settled in the fields React's `use` reads (`status`, `value`, `reason`: React's
  // `ReactPromise`), so that a render after that need not wait for it.
  let attempt: Promise<ComponentType<P>> | undefined;
  let failure: CodeLoadError | undefined;
  let loaded: ComponentType<P> | undefined;
  const startAttempt = () => {
    failure = undefined;
    const current = load().then(
      (component) => {
        Object.assign(current, { status: 'fulfilled', value: component });
        return (loaded = component);
      },
      (error: unknown) => {
        failure = new CodeLoadError(error, preload);
        Object.assign(current, { status: 'rejected', reason: failure });
        throw failure;
      },
    );
    attempt = current;
    return current;
  };
  const preload = (): Promise<void> => (!attempt || failure ? startAttempt() : attempt).then(noop, noop);
  const start = () => void preload();
  /** For what opens it: the pointer entering it or the keyboard's focus moving into it starts the load. */
  const preloadWhenReached = { onPointerEnter: start, onFocus: start };
  /** Whether the code is there: a render draws the component at once. */
  const isLoaded = () => loaded !== undefined;
  function LazyComponent(props: P) {
    // Every render calls use(), as React requires of a component that suspended with it. A settled
    // attempt says so (React's own `status` fields): loaded code renders at once, a failed load
    // throws its CodeLoadError at once, and a render never starts another attempt after one.
    const Component = use(attempt ?? startAttempt());
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload, preloadWhenReached, isLoaded });
}
