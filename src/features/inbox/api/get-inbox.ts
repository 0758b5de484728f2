import { queryOptions } from '@tanstack/react-query';
import type { InboxContracts } from '@/lib/contract';
import { http } from '@/lib/http';
import type { InboxEntry } from '../types';

export interface InboxEndpoints<T extends InboxEntry> {
  /** The list's query key, e.g. 'messages'. */
  key: string;
  /** The list's endpoints: the list, delete `?id`, mark-all-as-read. */
  contracts: Pick<InboxContracts<T, string>, 'list' | 'remove' | 'markAllRead'>;
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
  const { key, contracts } = endpoints;
  return {
    endpoints,
    listQueryOptions: () =>
      queryOptions({
        queryKey: [key] as const,
        queryFn: ({ signal }) => http.call(contracts.list, { signal }),
      }),
    remove: (id: string) => http.call(contracts.remove, { query: { id } }),
    markAllRead: () => http.call(contracts.markAllRead),
  };
}

export type InboxApi<T extends InboxEntry> = ReturnType<typeof createInboxApi<T>>;
