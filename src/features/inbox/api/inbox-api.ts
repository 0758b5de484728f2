import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { InboxEntry } from '../types';

export interface InboxEndpoints<T extends InboxEntry> {
  /** The query key of the list, e.g. ['messages']. */
  key: string;
  /** The list's path: GET list, POST {entity}, PATCH {id, entity}, DELETE ?id, GET path/mark-all-as-read. */
  path: string;
  /** The body field an entry travels in: 'message', 'notification'. */
  entity: string;
  /** How one entry's read state is saved; resolves to the entry as the server keeps it. */
  saveRead: (entry: T, read: boolean) => Promise<T | null>;
  /** An entry as mark-all-as-read leaves it on the server. */
  readAll: (entry: T) => T;
}

/**
 * The calls of one read/unread list (spec point 7): the same five for messages and notifications,
 * at their own paths.
 */
export function createInboxApi<T extends InboxEntry>(endpoints: InboxEndpoints<T>) {
  const { key, path, entity } = endpoints;
  return {
    endpoints,
    listQueryOptions: () =>
      queryOptions({
        queryKey: [key] as const,
        queryFn: ({ signal }) => http.get<T[]>(path, { signal }),
      }),
    create: (entry: Omit<T, 'id'>) => http.post<T>(path, { [entity]: entry }),
    update: (entry: T) => http.patch<T | null>(path, { id: entry.id, [entity]: entry }),
    remove: (id: string) => http.delete<T | null>(path, { params: { id } }),
    markAllRead: () => http.get<boolean>(`${path}/mark-all-as-read`),
  };
}

export type InboxApi<T extends InboxEntry> = ReturnType<typeof createInboxApi<T>>;
