import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdate } from '../types';
import { userQueryOptions } from './get-user';
import { updateUser } from './update-user';

/**
 * Saves a partial update of the user and shows it at once. If the server refuses, the cached user
 * goes back to what it was and `onRolledBack` is told the user as it stands again (to say so).
 */
export function useUpdateUserOptimistically<V>(toUpdate: (value: V) => UserUpdate, onRolledBack: (restored: User | undefined) => void) {
  const queryClient = useQueryClient();
  const key = userQueryOptions().queryKey;
  return useMutation({
    mutationFn: (value: V) => updateUser(toUpdate(value)),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<User>(key);
      if (previous) {
        const update = toUpdate(value);
        queryClient.setQueryData<User>(key, { ...previous, ...update, settings: { ...previous.settings, ...update.settings } });
      }
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onRolledBack(context?.previous);
    },
    onSuccess: (user) => queryClient.setQueryData(key, user),
  });
}
