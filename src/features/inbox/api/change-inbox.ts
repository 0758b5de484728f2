import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toasts } from '@/components';
import { useSignedIn } from '@/lib/auth';
import { useOptimisticMutation } from '@/lib/query';
import type { InboxEntry } from '../types';
import type { InboxApi } from './get-inbox';

/** The list, for a signed-in user only (an anonymous visitor has none to ask for). */
export function useInboxEntries<T extends InboxEntry>(api: InboxApi<T>) {
  const signedIn = useSignedIn();
  return useQuery({ ...api.listQueryOptions(), enabled: signedIn });
}

export const unreadCountOf = (entries: readonly InboxEntry[] | undefined) => entries?.filter((entry) => !entry.read).length ?? 0;

const replaceEntry = <T extends InboxEntry>(entries: T[], saved: T | null) =>
  saved ? entries.map((entry) => (entry.id === saved.id ? saved : entry)) : entries;

/**
 * Changes to the list show at once. A refused change is taken back to what the server holds and a
 * toast says so; the list is then asked for again, so nothing is lost or shown twice.
 */
export function useInboxChanges<T extends InboxEntry>(api: InboxApi<T>) {
  const { t } = useTranslation('inbox');
  const queryKey = api.listQueryOptions().queryKey;
  const failed = (title: string) => () => toasts.show({ tone: 'critical', title, description: t('rolledBack') }, { timeout: 0 });

  const setRead = useOptimisticMutation<T[], { entry: T; read: boolean }, T | null>({
    queryKey,
    mutationFn: ({ entry, read }) => api.endpoints.saveRead(entry, read),
    apply: (entries, { entry, read }) => entries.map((item) => (item.id === entry.id ? { ...item, read } : item)),
    settle: (entries, saved) => replaceEntry(entries, saved),
    onRolledBack: failed(t('readFailed')),
  });

  const remove = useOptimisticMutation<T[], T, T | null>({
    queryKey,
    mutationFn: (entry) => api.remove(entry.id),
    apply: (entries, removed) => entries.filter((entry) => entry.id !== removed.id),
    settle: (entries) => entries,
    onRolledBack: failed(t('removeFailed')),
  });

  const markAllRead = useOptimisticMutation<T[], void, boolean>({
    queryKey,
    mutationFn: () => api.markAllRead(),
    apply: (entries) => entries.map(api.endpoints.readAll),
    settle: (entries) => entries,
    onRolledBack: failed(t('markAllFailed')),
  });

  return {
    toggleRead: (entry: T) => setRead.mutate({ entry, read: !entry.read }),
    remove: (entry: T) => remove.mutate(entry),
    markAllRead: () => markAllRead.mutate(),
    isMarkingAll: markAllRead.isPending,
  };
}

export type InboxChanges<T extends InboxEntry> = ReturnType<typeof useInboxChanges<T>>;
