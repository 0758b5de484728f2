import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { User } from '../types';
import { userEndpoints } from '../endpoints';

export function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return http.call(userEndpoints.user, signal ? { signal } : {});
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['user'] as const,
    queryFn: ({ signal }) => getUser({ signal }),
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
