import { z } from '@/lib/validation';
import { contactSchema, contactTagSchema } from '@/features/contacts/schemas';
import { defineArea, endpoint, idQuery } from '../api';
import { defineCollection } from '../collection';
import { byName, contactTags, createContacts } from '../data/contacts';

export const contactsTable = defineCollection('contacts', { schema: contactSchema, version: 1, seed: () => createContacts() });
export const contactTagsTable = defineCollection('contact-tags', { schema: contactTagSchema, version: 1, seed: () => [...contactTags] });

export const includesText = (value: string | null | undefined, query: string) => !!value && value.toLowerCase().includes(query.toLowerCase());

/** The address book's reading endpoints (template-apps.md point 7, Contacts); its editing ones come with the contacts app. */
export const contactsArea = defineArea('Contacts', [
  endpoint.get({ path: 'api/apps/contacts/all', rule: 'Every contact, sorted by name.' }, () => [...contactsTable.all()].sort(byName)),
  endpoint.get(
    { path: 'api/apps/contacts/search', rule: 'Query query: contacts whose name contains it, case-insensitive, sorted by name.', query: z.object({ query: z.string().default('') }) },
    ({ query }) => contactsTable.all().filter((contact) => includesText(contact.name, query.query)).sort(byName),
  ),
  endpoint.get({ path: 'api/apps/contacts/contact', rule: 'Query id: one contact; null for an unknown id.', query: idQuery }, ({ query }) => contactsTable.find(query.id)),
  endpoint.get({ path: 'api/apps/contacts/tags', rule: 'The contact tags.' }, () => contactTagsTable.all()),
]);
