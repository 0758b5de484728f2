import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { http } from '@/lib/http';
import type { Credentials } from '../types';
import { authEndpoints } from '../endpoints';

/** The sample account, and the code its two-step verification accepts. */
export interface DemoAccount extends Credentials {
  verificationCode: string;
}

/**
 * The embedded fake backend's sample account, shown on the sign-in page in demo mode so a new user
 * can get in. A real API has no such endpoint and is never asked.
 */
export const demoAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'account'] as const,
    queryFn: ({ signal }) => http.get<DemoAccount>(authEndpoints.demoAccount, { signal }),
    staleTime: Infinity,
    enabled: env.demo,
  });

export const useDemoAccount = () => useQuery(demoAccountQueryOptions());
