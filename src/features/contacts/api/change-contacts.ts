import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useOptimisticMutation } from '@/lib/query';
import type { Contact } from '../schemas';
import { contactsKeys } from './get-contacts';

/**
 * `POST api/apps/contacts/contact`: the server makes 'New Contact' and its id; it goes into the
 * list shown and its own query, so that it opens at once.
 */
export function useCreateContact(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<Contact>('api/apps/contacts/contact'),
    onSuccess: (created) => {
      queryClient.setQueryData(contactsKeys.contact(created.id), created);
      queryClient.setQueryData<Contact[]>(listKey, (list) => (list ? [created, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
    },
  });
}

/**
 * `DELETE api/apps/contacts/contact?id`: the contact leaves the list at once; a refused delete puts
 * it back where it was, and `onRolledBack` says so.
 */
export function useDeleteContact(listKey: QueryKey, onRolledBack: (contact: Contact) => void) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Contact[], Contact, boolean>({
    queryKey: listKey,
    mutationFn: (contact) => http.delete<boolean>('api/apps/contacts/contact', { params: { id: contact.id } }),
    apply: (list, gone) => list.filter((contact) => contact.id !== gone.id),
    settle: (list, _answer, gone) => {
      queryClient.removeQueries({ queryKey: contactsKeys.contact(gone.id) });
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
      return list.filter((contact) => contact.id !== gone.id);
    },
    onRolledBack: (_error, contact) => onRolledBack(contact),
  });
}
