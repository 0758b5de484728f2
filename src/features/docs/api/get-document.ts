import { useQuery } from '@tanstack/react-query';
import { fillPath } from '@/lib/contract';
import { http } from '@/lib/http';
import { docsEndpoints } from '../endpoints';

export const documentKey = (path: string) => ['docs', path] as const;

/** Documents change with a release, not while one reads: a tab switched back to shows them at once. */
export const documentStaleMs = 10 * 60_000;

/** `GET api/docs/{file}`: a document's markdown, as text. */
export const fetchDocument = <T>(path: string, signal?: AbortSignal, headers: Record<string, string> = { Accept: 'text/markdown' }) =>
  http.request<T>('GET', path, { headers, ...(signal ? { signal } : {}) });

/** The path of one of the product's documents (`GET api/docs/{file}`). */
export const documentPath = (file: string) => fillPath(docsEndpoints.document.path, { file });

export const useDocument = (file: string) =>
  useQuery({
    queryKey: documentKey(documentPath(file)),
    queryFn: ({ signal }) => fetchDocument<string>(documentPath(file), signal),
    staleTime: documentStaleMs,
  });
