import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavigationSets } from '@/components';
import { http } from '@/lib/http';
import { shellEndpoints } from '../endpoints';

export function getNavigation({ signal }: { signal?: AbortSignal } = {}): Promise<NavigationSets> {
  return http.call(shellEndpoints.navigation, signal ? { signal } : {});
}

export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: ['navigation'] as const,
    queryFn: ({ signal }) => getNavigation({ signal }),
    // The menu changes with a deployment, not while the page is open.
    staleTime: Infinity,
  });

export function useNavigationSets() {
  return useQuery(navigationQueryOptions());
}
