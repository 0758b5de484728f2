import type { PresenceStatus } from '@/components';
import type { UserStatus } from '@/features/user';
import { useCurrentConnection, useLiveState } from '@/lib/realtime';

/** What is wrong with the live connection, if anything: while it is, the user is offline to others. */
export type ConnectionTrouble = 'reconnecting' | 'failed' | null;

/**
 * The live connection's trouble, as the user's own presence must show it: retrying is
 * 'reconnecting', retries exhausted is 'failed'. Without a connection (not made yet, or not
 * push-capable) there is nothing to report.
 */
function useConnectionTrouble(): ConnectionTrouble {
  const state = useLiveState(useCurrentConnection());
  if (state.status === 'retrying') return 'reconnecting';
  if (state.status === 'exhausted') return 'failed';
  return null;
}

/** Invisible users look offline to others, and to themselves in their own avatar. */
export const presenceOf = (status: UserStatus): PresenceStatus => (status === 'invisible' ? 'offline' : status);

/** The user's own presence as others see it: offline while the live connection is in trouble. */
export function useOwnPresence(status: UserStatus | undefined): { presence: PresenceStatus; trouble: ConnectionTrouble } {
  const trouble = useConnectionTrouble();
  return { presence: trouble || !status ? 'offline' : presenceOf(status), trouble };
}
