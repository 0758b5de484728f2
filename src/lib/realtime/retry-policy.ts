/**
 * How the live connection tries again after it is lost (or could not be made at all). All in one
 * place: the waits before each attempt, in milliseconds. They add up to 160 s, the maximum of the
 * banner's progress circle (spec point 9): the circle shows the seconds since the outage began,
 * and when it is full the retries are exhausted.
 */
export const reconnectDelaysMs: readonly number[] = [0, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 40_000];

/** Seconds from the start of an outage to the last attempt (the progress circle's maximum, 160). */
export const reconnectBudgetSeconds = reconnectDelaysMs.reduce((sum, delay) => sum + delay, 0) / 1000;

/**
 * The wait before attempt `previousRetryCount + 1`, or null when there is no further attempt.
 * Shaped like @microsoft/signalr's IRetryPolicy, so the library's own reconnects follow it too.
 */
export function nextRetryDelay(previousRetryCount: number): number | null {
  return reconnectDelaysMs[previousRetryCount] ?? null;
}

export const retryPolicy = {
  nextRetryDelayInMilliseconds: ({ previousRetryCount }: { previousRetryCount: number }) => nextRetryDelay(previousRetryCount),
};
