import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { CodeLoadError, lazyComponent } from './lazy-component';

const Loaded = () => null;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Component = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([Component.preload(), Component.preload()]);
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once its code is there', async () => {
    const Component = lazyComponent(() => Promise.resolve(Greeting));
    await Component.preload();
    // Without a Suspense boundary, a component that suspended would make this throw.
    expect(renderToString(<Component name="Anna" />)).toBe('<p>Hello <!-- -->Anna</p>');
  });

  it('tries again after a load that failed, and a failed preload does not reject', async () => {
    const load = vi.fn<() => Promise<typeof Loaded>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Loaded);
    const Component = lazyComponent(load);
    await expect(Component.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    expect(Component.isLoaded()).toBe(false);
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(Component.isLoaded()).toBe(true);
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a failed load with a CodeLoadError when it renders, and leaves trying again to the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting);
    const Component = lazyComponent(load);
    await Component.preload();
    // A render does not fetch again by itself: an offline page would otherwise fetch in a loop.
    const rendering = prerenderToNodeStream(<Component name="Anna" />, { onError: () => undefined });
    await expect(rendering).rejects.toBeInstanceOf(CodeLoadError);
    expect(load).toHaveBeenCalledTimes(1);
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToString(<Component name="Anna" />)).toBe('<p>Hello <!-- -->Anna</p>');
  });

  it('gives its error boundary the way to fetch it again: the CodeLoadError tries once more and never fails', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting);
    const Component = lazyComponent(load);
    const failure = await prerenderToNodeStream(<Component name="Anna" />, { onError: () => undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CodeLoadError);
    const { tryAgain } = failure as CodeLoadError;
    await expect(tryAgain()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(Component.isLoaded()).toBe(false);
    await tryAgain();
    expect(load).toHaveBeenCalledTimes(3);
    expect(renderToString(<Component name="Anna" />)).toBe('<p>Hello <!-- -->Anna</p>');
  });

  it('starts the load when the pointer or the focus reaches what opens it', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Component = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    Component.preloadWhenReached.onPointerEnter();
    expect(load).toHaveBeenCalledTimes(1);
    Component.preloadWhenReached.onFocus();
    expect(load).toHaveBeenCalledTimes(1);
    const Other = lazyComponent(load);
    Other.preloadWhenReached.onFocus();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
