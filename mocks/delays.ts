import { delay } from 'msw';

/**
 * Answer times as the spec gives them (sign-in 1500 ms, mail list 625 ms, ...). The demo app
 * switches them on; the workbench and tests answer at once so that nothing waits on a clock.
 */
let realDelays = false;

export function setRealDelays(on: boolean) {
  realDelays = on;
}

export async function specDelay(ms: number) {
  if (realDelays && ms > 0) await delay(ms);
}
