import { QueryClient } from '@tanstack/react-query';
import { ApiError, HttpError, NetworkError, type ReachabilityStore } from '@/lib/http';

/**
 * A client error or an apiError will not cure itself: only network and server failures are retried.
 * A server that let a read run into its time limit gets one more try, not three: the page would
 * otherwise wait 40 s to say what the shell already says after 10.
 */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError) return false;
  if (error instanceof HttpError && error.status < 500) return false;
  if (error instanceof NetworkError && error.timedOut) return failureCount < 1;
  return failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
    },
  });
}

/**
 * Once the server answers again after it could not be reached, the queries on screen that failed
 * meanwhile are asked again: a part of the page whose tries ran out while the server was away does
 * not stay on its error, on any page. Queries that succeeded are left as they are.
 */
export function refetchFailedWhenServerIsBack(queryClient: QueryClient, reachability: ReachabilityStore) {
  let wasUnreachable = !reachability.getSnapshot().reachable;
  return reachability.subscribe(() => {
    const { reachable } = reachability.getSnapshot();
    if (!reachable) {
      wasUnreachable = true;
      return;
    }
    if (!wasUnreachable) return;
    wasUnreachable = false;
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}
