import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const documentKey = (path: string) => ['docs', path] as const;

/** Documents change with a release, not while one reads: a tab switched back to shows them at once. */
export const documentStaleMs = 10 * 60_000;

/** `GET api/docs/{file}`: a document's markdown, as text. */
export const fetchDocument = <T>(path: string, signal?: AbortSignal, headers: Record<string, string> = { Accept: 'text/markdown' }) =>
  http.get<T>(path, { headers, ...(signal ? { signal } : {}) });

export const useDocument = (file: string) =>
  useQuery({
    queryKey: documentKey(`api/docs/${file}`),
    queryFn: ({ signal }) => fetchDocument<string>(`api/docs/${file}`, signal),
    staleTime: documentStaleMs,
  });
