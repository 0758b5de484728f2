/**
 * Runs the callback when the browser is next idle (after the frames it owes are drawn), at the
 * latest after `timeout` ms, or in the next task where there is no idle callback (Safari). Returns
 * what cancels it.
 */
export function whenIdle(callback: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
