import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Loaded = () => null;

describe('lazyComponent', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Component = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([Component.preload(), Component.preload()]);
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed, and a failed preload does not reject', async () => {
    const load = vi.fn<() => Promise<typeof Loaded>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Loaded);
    const Component = lazyComponent(load);
    await expect(Component.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(2);
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
