import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { contactsEndpoints } from '../endpoints';

export const contactsKeys = {
  all: ['contacts'] as const,
  lists: ['contacts', 'list'] as const,
  list: (query: string) => ['contacts', 'list', query] as const,
  contact: (id: string) => ['contacts', 'contact', id] as const,
  tags: ['contacts', 'tags'] as const,
  countries: ['contacts', 'countries'] as const,
};

/** Every contact, or those whose name contains `query` (the server searches, case-insensitive). */
export const contactsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: contactsKeys.list(query),
    queryFn: ({ signal }) =>
      query ? http.call(contactsEndpoints.search, { query: { query }, signal }) : http.call(contactsEndpoints.all, { signal }),
  });

/** The list for a query; while the next query's answer is on its way the last one stays, so the list does not jump. */
export const useContacts = (query: string) => useQuery({ ...contactsQueryOptions(query), placeholderData: keepPreviousData });

export const contactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactsKeys.contact(id),
    queryFn: ({ signal }) => http.call(contactsEndpoints.contact, { query: { id }, signal }),
  });

export const useContact = (id: string) => useQuery(contactQueryOptions(id));

export const contactTagsQueryOptions = () =>
  queryOptions({ queryKey: contactsKeys.tags, queryFn: ({ signal }) => http.call(contactsEndpoints.tags, { signal }) });

export const useContactTags = () => useQuery(contactTagsQueryOptions());

/** Countries and their dialling codes: the same for the whole visit. */
export const useCountries = () =>
  useQuery({
    queryKey: contactsKeys.countries,
    queryFn: ({ signal }) => http.call(contactsEndpoints.countries, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
