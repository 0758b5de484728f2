import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MarkdownHttpClient } from '@/components';
import { documentQueryOptions } from './get-document';

/**
 * The app's HTTP client for the markdown component's `src`, each file kept in the query cache like
 * the documents: coming back to a tab does not fetch it again.
 */
export function useDocumentClient(): MarkdownHttpClient {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      get: <T>(path: string, options?: { headers?: Record<string, string> }) =>
        queryClient.fetchQuery(documentQueryOptions<T>(path, options?.headers)),
    }),
    [queryClient],
  );
}
