import { useCurrentConnection, useLiveState } from '@/lib/realtime';

/** What is wrong with the live connection, if anything: while it is, the user is offline to others. */
export type ConnectionTrouble = 'reconnecting' | 'failed' | null;

/**
 * The live connection's trouble, as the user's own presence must show it: retrying is
 * 'reconnecting', retries exhausted is 'failed'. Without a connection (not made yet, or not
 * push-capable) there is nothing to report.
 */
export function useConnectionTrouble(): ConnectionTrouble {
  const state = useLiveState(useCurrentConnection());
  if (state.status === 'retrying') return 'reconnecting';
  if (state.status === 'exhausted') return 'failed';
  return null;
}
