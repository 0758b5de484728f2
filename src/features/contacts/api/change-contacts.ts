import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useOptimisticMutation, useTagChanges, type TagEdit } from '@/lib/query';
import type { Contact, ContactChange, ContactTag } from '../schemas';
import { contactsKeys } from './get-contacts';
import { contactsEndpoints } from '../endpoints';

/**
 * `POST api/apps/contacts/contact`: the server makes 'New Contact' and its id; it goes into the
 * list shown and its own query, so that it opens at once.
 */
export function useCreateContact(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(contactsEndpoints.createContact),
    onSuccess: (created) => {
      queryClient.setQueryData(contactsKeys.contact(created.id), created);
      queryClient.setQueryData<Contact[]>(listKey, (list) => (list ? [created, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
    },
  });
}

/** A saved contact replaces its old self in every list that holds it. */
function useShowSavedContact() {
  const queryClient = useQueryClient();
  return (saved: Contact | null) => {
    if (!saved) return;
    queryClient.setQueriesData<Contact[]>({ queryKey: contactsKeys.lists }, (list) =>
      list?.map((contact) => (contact.id === saved.id ? saved : contact)),
    );
  };
}

/**
 * `PATCH api/apps/contacts/contact {id, contact}`: the contact shows the change at once; a refused
 * change goes back to what the server holds, and `onRolledBack` says so.
 */
export function useUpdateContact(contactId: string, onRolledBack: () => void) {
  const showSaved = useShowSavedContact();
  return useOptimisticMutation<Contact | null, ContactChange, Contact | null>({
    queryKey: contactsKeys.contact(contactId),
    mutationFn: (change) => http.call(contactsEndpoints.changeContact, { body: { id: contactId, contact: change } }),
    apply: (contact, change) => (contact ? { ...contact, ...change } : contact),
    settle: (_contact, saved) => saved,
    onRolledBack,
    onSaved: showSaved,
  });
}

/**
 * `POST api/apps/contacts/avatar` with the picture as form data; the server checks it too and
 * answers the contact with the picture as a data URL.
 */
export function useUploadAvatar(contactId: string) {
  const queryClient = useQueryClient();
  const showSaved = useShowSavedContact();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('id', contactId);
      form.set('avatar', file);
      return http.call(contactsEndpoints.uploadAvatar, { body: form });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(contactsKeys.contact(contactId), saved);
      showSaved(saved);
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
    mutationFn: (contact) => http.call(contactsEndpoints.deleteContact, { query: { id: contact.id } }),
    apply: (list, gone) => list.filter((contact) => contact.id !== gone.id),
    settle: (list, _answer, gone) => list.filter((contact) => contact.id !== gone.id),
    onSaved: (_answer, gone) => {
      queryClient.removeQueries({ queryKey: contactsKeys.contact(gone.id) });
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
    },
    onRolledBack: (_error, contact) => onRolledBack(contact),
  });
}

/**
 * Tags are made, renamed and deleted with `POST`, `PATCH` and `DELETE api/apps/contacts/tag`, each
 * shown at once. A deleted one leaves every contact, so the contacts are fetched again once the
 * server has it.
 */
export function useChangeTag(onRolledBack: (change: TagEdit<ContactTag>) => void) {
  const queryClient = useQueryClient();
  return useTagChanges<ContactTag>({
    tagsKey: contactsKeys.tags,
    contracts: contactsEndpoints.tag,
    onDeleted: () => {
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ['contacts', 'contact'] });
    },
    onRolledBack,
  });
}
