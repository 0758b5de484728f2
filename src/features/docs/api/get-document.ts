import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath } from '@/lib/contract';
import { http } from '@/lib/http';
import { docsEndpoints } from '../endpoints';
import { documentFile, documentLanguageOf, exampleConfigurationFile, type DocumentId } from '../schemas';

export const documentKey = (path: string) => ['docs', path] as const;

/** Documents change with a release, not while one reads: a tab switched back to shows them at once. */
export const documentStaleMs = 10 * 60_000;

/** `GET api/docs/{file}`: a document's markdown, as text. */
export const fetchDocument = <T>(path: string, signal?: AbortSignal, headers: Record<string, string> = { Accept: 'text/markdown' }) =>
  http.request<T>('GET', path, { headers, ...(signal ? { signal } : {}) });

/** The path of one of the product's documents (`GET api/docs/{file}`). */
export const documentPath = (file: string) => fillPath(docsEndpoints.document.path, { file });

/** A file of the documents by its path, fresh for ten minutes: a document's own query, and the markdown component's `src`. */
export const documentQueryOptions = <T = string>(path: string, headers?: Record<string, string>) =>
  queryOptions({
    queryKey: documentKey(path),
    queryFn: ({ signal }) => fetchDocument<T>(path, signal, headers),
    staleTime: documentStaleMs,
  });

export const useDocument = (file: string) => useQuery(documentQueryOptions<string>(documentPath(file)));

/** What a page showing `documentId` in `locale` asks for at once: the document, and the guide's example configuration. */
export function prefetchDocument(queryClient: QueryClient, documentId: DocumentId, locale: string) {
  void queryClient.prefetchQuery(documentQueryOptions(documentPath(documentFile(documentId, documentLanguageOf(locale)))));
  if (documentId === 'getting-started')
    void queryClient.prefetchQuery(documentQueryOptions<unknown>(documentPath(exampleConfigurationFile)));
}
