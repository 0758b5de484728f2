import { contract, tagContracts, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { Contact, ContactChange, ContactTag, Country } from './schemas';

const contact = 'api/apps/contacts/contact';

/**
 * The endpoints of contacts, relative to the API base: the feature's API functions call them and
 * the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const contactsEndpoints = {
  all: contract.get<{ answer: Contact[] }>('api/apps/contacts/all'),
  search: contract.get<{ query: { query: string }; answer: Contact[] }>('api/apps/contacts/search'),
  contact: contract.get<{ query: IdQuery; answer: Contact | null }>(contact),
  createContact: contract.post<{ answer: Contact }>(contact),
  changeContact: contract.patch<{ body: IdAndChange<'contact', ContactChange>; answer: Contact | null }>(contact),
  deleteContact: contract.delete<{ query: IdQuery; answer: boolean }>(contact),
  /** Form data `{id, avatar}`: the contact's id and the picture file. */
  uploadAvatar: contract.post<{ body: FormData; answer: Contact | null }>('api/apps/contacts/avatar'),
  countries: contract.get<{ answer: Country[] }>('api/apps/contacts/countries'),
  tags: contract.get<{ answer: ContactTag[] }>('api/apps/contacts/tags'),
  tag: tagContracts<ContactTag>('api/apps/contacts/tag'),
};
