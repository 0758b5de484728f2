import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { type User, type UserUpdate } from '../types';
import { userEndpoints } from '../endpoints';
import { userQueryOptions } from './get-user';
import { useOptimisticMutation } from '@/lib/query';

export function updateUser(user: UserUpdate): Promise<User> {
  return http.call(userEndpoints.changeUser, { body: { user } });
}

/** Saves a partial update; the cache takes the server's merged user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}

/**
 * Saves a partial update of the user and shows it at once, through the shared optimistic mutation (so
 * the page asks before it is left while the change is being saved). If the server refuses, the cached
 * user goes back to the server's and `onRolledBack` is told the user as it stands again (to say so).
 */
export function useUpdateUserOptimistically<V>(toUpdate: (value: V) => UserUpdate, onRolledBack: (restored: User | undefined) => void) {
  const queryClient = useQueryClient();
  const queryKey = userQueryOptions().queryKey;
  return useOptimisticMutation<User, V, User>({
    queryKey,
    mutationFn: (value) => updateUser(toUpdate(value)),
    apply: (user, value) => {
      const update = toUpdate(value);
      return { ...user, ...update, settings: { ...user.settings, ...update.settings } };
    },
    settle: (_user, saved) => saved,
    onRolledBack: () => onRolledBack(queryClient.getQueryData<User>(queryKey)),
  });
}
