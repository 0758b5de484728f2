import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { InboxEntry } from '../types';

export interface InboxEndpoints<T extends InboxEntry> {
  /** The list's query key, e.g. 'messages'. */
  key: string;
  /** The list's path: GET list, DELETE ?id, GET path/mark-all-as-read. */
  path: string;
  /** How one entry's read state is saved; resolves to the entry as the server keeps it. */
  saveRead: (entry: T, read: boolean) => Promise<T | null>;
  /** An entry as mark-all-as-read leaves it on the server. */
  readAll: (entry: T) => T;
}

/**
 * The calls the list makes (spec point 7), the same for messages and notifications at their own
 * paths; how read state is saved differs and comes with the endpoints.
 */
export function createInboxApi<T extends InboxEntry>(endpoints: InboxEndpoints<T>) {
  const { key, path } = endpoints;
  return {
    endpoints,
    listQueryOptions: () =>
      queryOptions({
        queryKey: [key] as const,
        queryFn: ({ signal }) => http.get<T[]>(path, { signal }),
      }),
    remove: (id: string) => http.delete<T | null>(path, { params: { id } }),
    markAllRead: () => http.get<boolean>(`${path}/mark-all-as-read`),
  };
}

export type InboxApi<T extends InboxEntry> = ReturnType<typeof createInboxApi<T>>;
