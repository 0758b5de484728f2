import type { PageRoute } from '@/lib/query';
import { contactQueryOptions, contactsQueryOptions, contactTagsQueryOptions } from './api/get-contacts';
import { ContactsPage } from './ContactsPage';

/** `/{lang}/contacts/:contactId?` with `?query=`: the list as searched, the tags, and the open contact. */
export const contactsRoute: PageRoute = {
  Component: ContactsPage,
  prefetch: (queryClient, { params: { contactId }, query }) => {
    void queryClient.prefetchQuery(contactsQueryOptions(query.get('query')?.trim() ?? ''));
    void queryClient.prefetchQuery(contactTagsQueryOptions());
    if (contactId) void queryClient.prefetchQuery(contactQueryOptions(contactId));
  },
};
