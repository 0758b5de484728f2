import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedIn } from '@/lib/auth';
import { http } from '@/lib/http';
import { shortcutsEndpoints } from '../endpoints';

export const shortcutsQueryOptions = () =>
  queryOptions({
    queryKey: ['shortcuts'] as const,
    queryFn: ({ signal }) => http.call(shortcutsEndpoints.shortcuts, { signal }),
  });

export function useShortcuts({ enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useSignedIn();
  return useQuery({ ...shortcutsQueryOptions(), enabled: signedIn && enabled });
}
