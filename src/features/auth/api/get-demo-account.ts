import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { http } from '@/lib/http';
import { authEndpoints } from '../endpoints';

/**
 * The embedded fake backend's sample account, shown on the sign-in page in demo mode so a new user
 * can get in. A real API has no such endpoint and is never asked.
 */
export const demoAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'account'] as const,
    queryFn: ({ signal }) => http.call(authEndpoints.demoAccount, { signal }),
    staleTime: Infinity,
    enabled: env.demo,
  });

export const useDemoAccount = () => useQuery(demoAccountQueryOptions());
