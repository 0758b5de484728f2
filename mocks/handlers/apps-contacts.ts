import { z } from '@/lib/validation';
import { contactChangeSchema, contactSchema, contactTagSchema, newContact } from '@/features/contacts/schemas';
import { defineArea, endpoint, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import { byName, contactTags, createContacts } from '../data/contacts';

export const contactsTable = defineCollection('contacts', { schema: contactSchema, version: 1, seed: () => createContacts() });
export const contactTagsTable = defineCollection('contact-tags', { schema: contactTagSchema, version: 1, seed: () => [...contactTags] });

export const includesText = (value: string | null | undefined, query: string) => !!value && value.toLowerCase().includes(query.toLowerCase());

const tagTitle = contactTagSchema.shape.title;

/** A change may name only tags that exist: a made-up id would show as a blank tag. */
function checkTags(tags: readonly string[] | undefined) {
  if (!tags) return;
  const known = new Set(contactTagsTable.all().map((tag) => tag.id));
  if (tags.some((tag) => !known.has(tag))) refuse('contact.tags', 'No tag has this id.');
}

/** The address book (template-apps.md point 7, Contacts); the countries and avatar endpoints come with contact editing. */
export const contactsArea = defineArea('Contacts', [
  endpoint.get({ path: 'api/apps/contacts/all', rule: 'Every contact, sorted by name.' }, () => [...contactsTable.all()].sort(byName)),
  endpoint.get(
    { path: 'api/apps/contacts/search', rule: 'Query query: contacts whose name contains it, case-insensitive, sorted by name.', query: z.object({ query: z.string().default('') }) },
    ({ query }) => contactsTable.all().filter((contact) => includesText(contact.name, query.query)).sort(byName),
  ),
  endpoint.get({ path: 'api/apps/contacts/contact', rule: 'Query id: one contact; null for an unknown id.', query: idQuery }, ({ query }) => contactsTable.find(query.id)),
  endpoint.post({ path: 'api/apps/contacts/contact', rule: "No payload: a new contact ('New Contact', nothing else) with a new id, first in the list." }, () =>
    contactsTable.insert(newContact(crypto.randomUUID())),
  ),
  endpoint.patch(
    {
      path: 'api/apps/contacts/contact',
      rule: 'Body {id, contact}: the fields merged (name required, valid e-mail addresses, phone digits, known tags); the contact, null for an unknown id.',
      body: z.object({ id: z.string().min(1), contact: contactChangeSchema }),
    },
    ({ body }) => {
      checkTags(body.contact.tags);
      return contactsTable.patch(body.id, body.contact);
    },
  ),
  endpoint.delete({ path: 'api/apps/contacts/contact', rule: 'Query id: removes the contact; true.', query: idQuery }, ({ query }) => {
    contactsTable.remove(query.id);
    return true;
  }),
  endpoint.get({ path: 'api/apps/contacts/tags', rule: 'The contact tags, newest first.' }, () => contactTagsTable.all()),
  endpoint.post(
    { path: 'api/apps/contacts/tag', rule: 'Body {tag: {title}}: the tag with a new id, first in the list.', body: z.object({ tag: z.object({ title: tagTitle }) }) },
    ({ body }) => contactTagsTable.insert({ id: crypto.randomUUID(), title: body.tag.title }),
  ),
  endpoint.patch(
    { path: 'api/apps/contacts/tag', rule: 'Body {id, tag: {title}}: the renamed tag, null for an unknown id.', body: z.object({ id: z.string().min(1), tag: z.object({ title: tagTitle }) }) },
    ({ body }) => contactTagsTable.patch(body.id, { title: body.tag.title }),
  ),
  endpoint.delete({ path: 'api/apps/contacts/tag', rule: 'Query id: removes the tag and strips it from every contact; true.', query: idQuery }, ({ query }) => {
    contactTagsTable.remove(query.id);
    contactsTable.removeReference('tags', query.id);
    return true;
  }),
]);
