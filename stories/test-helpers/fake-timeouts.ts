import FakeTimers from '@sinonjs/fake-timers';

export interface FakeTimeouts {
  /** Moves the fake clock on, running the timeouts that fall due. */
  tick(ms: number): void;
  /** Resolves once `condition` holds, checked each frame; fails after ten seconds of real time. */
  until(condition: () => boolean, what: string): Promise<void>;
  /** One painted frame: React has rendered whatever the last tick changed. */
  frame(): Promise<void>;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Runs `steps` with `setTimeout` and `clearTimeout` on a fake clock, so a story can check "for exactly
 * three seconds" without waiting three seconds. Storybook's instrumented `expect` and `waitFor` use
 * timeouts of their own and would never resume: inside, only plain checks; assert on what they return.
 */
export async function withFakeTimeouts<T>(steps: (clock: FakeTimeouts) => Promise<T>): Promise<T> {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
  const realNow = () => performance.now();
  try {
    return await steps({
      tick: (ms) => void clock.tick(ms),
      frame: async () => {
        await nextFrame();
        await nextFrame();
      },
      until: async (condition, what) => {
        const deadline = realNow() + 10_000;
        while (!condition()) {
          if (realNow() > deadline) throw new Error(`Still waiting for ${what}`);
          await nextFrame();
        }
      },
    });
  } finally {
    clock.uninstall();
  }
}
