import { userQueryOptions } from '@/features/user';
import type { PageRoute } from '@/lib/query';
import { HomePage } from './HomePage';

/**
 * `/{lang}/home`: the current user, asked for while the page's code loads and never holding the
 * page for it: a slow or unreachable server shows as the page's own loading and error states.
 */
export const homeRoute: PageRoute = {
  Component: HomePage,
  prefetch: (queryClient) => void queryClient.prefetchQuery(userQueryOptions()),
};
