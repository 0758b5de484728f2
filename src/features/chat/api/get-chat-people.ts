import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { chatEndpoints } from '../endpoints';

export const chatPeopleKeys = {
  contacts: ['chat', 'contacts'] as const,
  contact: (id: string) => ['chat', 'contact', id] as const,
  profile: ['chat', 'profile'] as const,
};

/** Everyone a chat can be with, sorted by name (`GET api/apps/chat/contacts`). */
export const chatContactsQueryOptions = () =>
  queryOptions({ queryKey: chatPeopleKeys.contacts, queryFn: ({ signal }) => http.call(chatEndpoints.contacts, { signal }) });

export const useChatContacts = (enabled = true) => useQuery({ ...chatContactsQueryOptions(), enabled });

/** One contact with about, details and what was shared (`GET api/apps/chat/contact?id`); null for an unknown id. */
export const chatContactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatPeopleKeys.contact(id),
    queryFn: ({ signal }) => http.call(chatEndpoints.contact, { query: { id }, signal }),
  });

export const useChatContact = (id: string) => useQuery(chatContactQueryOptions(id));

/** The user's own chat profile (`GET api/apps/chat/profile`). */
export const chatProfileQueryOptions = () =>
  queryOptions({ queryKey: chatPeopleKeys.profile, queryFn: ({ signal }) => http.call(chatEndpoints.profile, { signal }) });

export const useChatProfile = () => useQuery(chatProfileQueryOptions());
