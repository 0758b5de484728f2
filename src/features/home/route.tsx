import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/user';
import { HomePage } from './HomePage';

/** Resolves the current user before home shows; a failure is shown by the page with a retry. */
export const homeLoader = (queryClient: QueryClient) => async () => {
  await queryClient.prefetchQuery(userQueryOptions());
  return null;
};

export { HomePage as HomeRoute };
