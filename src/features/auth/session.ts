import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/user';
import { runSignOutTasks, sessionItems, tokenStore } from '@/lib/auth';
import type { SignInResponse } from './types';

/** Keeps the new session: its token for every later call, its user for the screens. */
export function startSession(queryClient: QueryClient, { user, accessToken }: SignInResponse) {
  tokenStore.set(accessToken);
  queryClient.setQueryData(userQueryOptions().queryKey, user);
}

/**
 * Forgets the session and everything fetched or typed in it, and runs the sign-out's other work
 * (the demo's fake backend forgets its data): the next user must not see this one's data.
 */
export async function endSession(queryClient: QueryClient) {
  tokenStore.clear();
  queryClient.clear();
  sessionItems.forgetAll();
  await runSignOutTasks();
}
