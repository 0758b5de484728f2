import type { PageRoute } from '@/lib/query';
import {
  mailFiltersQueryOptions,
  mailFoldersQueryOptions,
  mailLabelsQueryOptions,
  mailPageQueryOptions,
  mailQueryOptions,
  mailSettingsQueryOptions,
} from './api/get-mailbox';
import { isPageNumber, mailboxAddressOf, viewOf } from './mailbox-address';
import { MailboxPage } from './MailboxPage';

/**
 * `/{lang}/apps/mailbox/{folder|filter|label}/{page}/{mailId}`: the settings, labels, folders and
 * filters beside every view, the page of the list the address names, and the open mail.
 */
export const mailboxRoute: PageRoute = {
  Component: MailboxPage,
  prefetch: (queryClient, { params }) => {
    const { slug, page, mailId } = mailboxAddressOf(params['*'] ?? '');
    void queryClient.prefetchQuery(mailSettingsQueryOptions());
    void queryClient.prefetchQuery(mailLabelsQueryOptions());
    void queryClient.prefetchQuery(mailFoldersQueryOptions());
    void queryClient.prefetchQuery(mailFiltersQueryOptions());
    if (!slug || slug === 'settings') return;
    // An address without a page number (or with a wrong one) is sent on to the first page.
    void queryClient.prefetchQuery(mailPageQueryOptions(viewOf(slug), isPageNumber(page) ? page : 1));
    if (mailId) void queryClient.prefetchQuery(mailQueryOptions(mailId));
  },
};
