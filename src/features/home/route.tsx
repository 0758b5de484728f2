import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/user';
import { HomePage } from './HomePage';

/**
 * Starts fetching the current user while home's chunk loads, without holding the page for it: a
 * slow or unreachable server shows as the page's own loading and error states, never a blank page.
 */
export const homeLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(userQueryOptions());
  return null;
};

export { HomePage as HomeRoute };
