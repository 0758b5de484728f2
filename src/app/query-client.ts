import { QueryClient } from '@tanstack/react-query';
import { ApiError, HttpError } from '@/lib/http';

/** A client error or an apiError will not cure itself: only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError) return false;
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
    },
  });
}
