import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { User, UserUpdate } from '../types';
import { userPath, userQueryOptions } from './get-user';

export function updateUser(user: UserUpdate): Promise<User> {
  return http.patch<User>(userPath, { user });
}

/** Saves a partial update; the cache takes the server's merged user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}
