import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { mailboxEndpoints } from '../endpoints';

/** What the list shows: a folder, a filter or a label, by its slug. */
export interface MailboxView {
  kind: 'folder' | 'filter' | 'label';
  slug: string;
}

export const mailboxKeys = {
  all: ['mailbox'] as const,
  folders: ['mailbox', 'folders'] as const,
  filters: ['mailbox', 'filters'] as const,
  labels: ['mailbox', 'labels'] as const,
  settings: ['mailbox', 'settings'] as const,
  lists: ['mailbox', 'list'] as const,
  list: (view: MailboxView, page: number) => ['mailbox', 'list', view.kind, view.slug, page] as const,
  mails: ['mailbox', 'mail'] as const,
  mail: (id: string) => ['mailbox', 'mail', id] as const,
};

/** The five folders, each with its unread count. */
export const mailFoldersQueryOptions = () =>
  queryOptions({
    queryKey: mailboxKeys.folders,
    queryFn: ({ signal }) => http.call(mailboxEndpoints.folders, { signal }),
  });

export const useMailFolders = () => useQuery(mailFoldersQueryOptions());

export const mailFiltersQueryOptions = () =>
  queryOptions({
    queryKey: mailboxKeys.filters,
    queryFn: ({ signal }) => http.call(mailboxEndpoints.filters, { signal }),
    staleTime: Infinity,
  });

export const useMailFilters = () => useQuery(mailFiltersQueryOptions());

export const mailLabelsQueryOptions = () =>
  queryOptions({ queryKey: mailboxKeys.labels, queryFn: ({ signal }) => http.call(mailboxEndpoints.labels, { signal }) });

export const useMailLabels = () => useQuery(mailLabelsQueryOptions());

export const mailSettingsQueryOptions = () =>
  queryOptions({ queryKey: mailboxKeys.settings, queryFn: ({ signal }) => http.call(mailboxEndpoints.settings, { signal }) });

export const useMailSettings = () => useQuery(mailSettingsQueryOptions());

/** The list's name in the query: `folder`, `filter` or `label`, by the view's kind. */
const viewQuery = ({ kind, slug }: MailboxView) =>
  kind === 'folder' ? { folder: slug } : kind === 'filter' ? { filter: slug } : { label: slug };

/** One page of a folder, filter or label. */
export const mailPageQueryOptions = (view: MailboxView, page: number) =>
  queryOptions({
    queryKey: mailboxKeys.list(view, page),
    queryFn: ({ signal }) => http.call(mailboxEndpoints.mails, { signal, query: { ...viewQuery(view), page } }),
  });

/**
 * While the next page is on its way (the server takes 625 ms) the page shown stays, marked as
 * loading, so the list never jumps to empty.
 */
export const useMailPage = (view: MailboxView, page: number) =>
  useQuery({ ...mailPageQueryOptions(view, page), placeholderData: keepPreviousData });

export const mailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailboxKeys.mail(id),
    queryFn: ({ signal }) => http.call(mailboxEndpoints.mail, { signal, query: { id } }),
  });

export const useMail = (id: string | undefined) => useQuery({ ...mailQueryOptions(id ?? ''), enabled: !!id });
