import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Loaded = () => null;

describe('lazyComponent', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Component = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    const first = Component.preload();
    await Component.preload();
    await expect(first).resolves.toEqual({ default: Loaded });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed', async () => {
    const load = vi.fn<() => Promise<typeof Loaded>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Loaded);
    const Component = lazyComponent(load);
    await expect(Component.preload()).rejects.toThrow('Failed to fetch');
    await expect(Component.preload()).resolves.toEqual({ default: Loaded });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
