import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { searchEndpoints } from '../endpoints';

export function search(query: string, { signal }: { signal?: AbortSignal } = {}) {
  return http.call(searchEndpoints.search, { body: { query }, ...(signal ? { signal } : {}) });
}

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', query] as const,
    queryFn: ({ signal }) => search(query, { signal }),
    staleTime: 30_000,
  });

/** The result sets for a query; none while there is no query (fewer than 2 characters). */
export function useSearchResults(query: string | null) {
  return useQuery({
    ...searchQueryOptions(query ?? ''),
    enabled: query !== null,
    // While the next query is on its way, the last results stay instead of flashing empty.
    placeholderData: query === null ? undefined : keepPreviousData,
  });
}
