import { describe, expect, it } from 'vitest';
import { nextRetryDelay, reconnectBudgetSeconds, reconnectDelaysMs, retryPolicy } from './retry-policy';

describe('reconnect policy', () => {
  it('tries at once, then waits longer each time', () => {
    expect(nextRetryDelay(0)).toBe(0);
    const delays = reconnectDelaysMs.map((_, index) => nextRetryDelay(index) ?? -1);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(Math.max(...delays)).toBeLessThanOrEqual(40_000);
  });

  it('gives up after the last attempt: retries are exhausted', () => {
    expect(nextRetryDelay(reconnectDelaysMs.length)).toBeNull();
    expect(retryPolicy.nextRetryDelayInMilliseconds({ previousRetryCount: reconnectDelaysMs.length })).toBeNull();
  });

  it("spends 160 s in all, the progress circle's maximum", () => {
    expect(reconnectBudgetSeconds).toBe(160);
  });
});
