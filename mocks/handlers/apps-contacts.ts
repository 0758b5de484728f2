import { pictureRules, z } from '@/lib/validation';
import { contactChangeSchema, contactSchema, contactTagSchema, newContact } from '@/features/contacts/schemas';
import { defineArea, endpoint, idAndChange, idQuery, refuse } from '../api';
import { pictureDataUrl, uploadedFile } from '../file-types';
import { defineCollection } from '../collection';
import { byName } from '../data/by-name';
import prebuiltContacts from 'virtual:sample-data/contacts';
import { contactTags } from '../data/contacts';
import type { createCountries } from '../data/countries';
import { tagEndpoints } from './tag-endpoints';
import { contactsEndpoints } from '@/features/contacts/endpoints';

/** This area's data is the contacts page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('contacts');

export const contactsTable = defineCollection('contacts', {
  schema: contactSchema,
  version: 1,
  seed: () => structuredClone(prebuiltContacts),
});
export const contactTagsTable = defineCollection('contact-tags', { schema: contactTagSchema, version: 1, seed: () => [...contactTags] });

export const includesText = (value: string | null | undefined, query: string) =>
  !!value && value.toLowerCase().includes(query.toLowerCase());

const tagTitle = contactTagSchema.shape.title;

/** A change may name only tags that exist: a made-up id would show as a blank tag. */
function checkTags(tags: readonly string[] | undefined) {
  if (!tags) return;
  const known = new Set(contactTagsTable.all().map((tag) => tag.id));
  if (tags.some((tag) => !known.has(tag))) refuse('contact.tags', 'No tag has this id.');
}

/** `{id, avatar}` as multipart form data: the contact's id and a picture file of at most 5 MB. */
async function readAvatarUpload(request: Request) {
  const { form, bytes } = await uploadedFile(request, pictureRules.maxBytes, 'avatar');
  const id = form.get('id');
  if (typeof id !== 'string' || !id) refuse('id', 'Name the contact.');
  return { id, dataUrl: pictureDataUrl(bytes, 'avatar') };
}

// The countries come from libphonenumber's numbering data (most of this area's code): loaded with
// the first request for them (a contact's form), not with the address book's list.
let countries: ReturnType<typeof createCountries> | null = null;

/** The address book (template-apps.md point 7, Contacts). */
export const contactsArea = defineArea('Contacts', [
  pageEndpoint(contactsEndpoints.all, { rule: 'Every contact, sorted by name.' }, () => [...contactsTable.all()].sort(byName)),
  pageEndpoint(
    contactsEndpoints.search,
    {
      rule: 'Query query: contacts whose name contains it, case-insensitive, sorted by name.',
      query: z.object({ query: z._default(z.string(), '') }),
    },
    ({ query }) =>
      contactsTable
        .all()
        .filter((contact) => includesText(contact.name, query.query))
        .sort(byName),
  ),
  pageEndpoint(contactsEndpoints.contact, { rule: 'Query id: one contact; null for an unknown id.', query: idQuery }, ({ query }) =>
    contactsTable.find(query.id),
  ),
  pageEndpoint(
    contactsEndpoints.createContact,
    {
      rule: "No payload: a new contact ('New Contact', nothing else) with a new id, first in the list.",
    },
    () => contactsTable.insert(newContact(crypto.randomUUID())),
  ),
  pageEndpoint(
    contactsEndpoints.changeContact,
    {
      rule: 'Body {id, contact}: the fields merged (name required, valid e-mail addresses, phone digits, known tags); the contact, null for an unknown id.',
      body: idAndChange('contact', contactChangeSchema),
    },
    ({ body }) => {
      checkTags(body.contact.tags);
      return contactsTable.patch(body.id, body.contact);
    },
  ),
  pageEndpoint(contactsEndpoints.deleteContact, { rule: 'Query id: removes the contact; true.', query: idQuery }, ({ query }) => {
    contactsTable.remove(query.id);
    return true;
  }),
  pageEndpoint(
    contactsEndpoints.countries,
    {
      rule: 'Every country and territory with its dialling code (about 245, Kosovo among them), sorted by name.',
    },
    async () => (countries ??= (await import('../data/countries')).createCountries()),
  ),
  pageEndpoint(
    contactsEndpoints.uploadAvatar,
    {
      rule: 'Form data {id, avatar}: a PNG, JPEG, GIF or WebP picture of at most 5 MB (told by its bytes), stored as a data URL; the updated contact, null for an unknown id.',
    },
    async ({ request }) => {
      const { id, dataUrl } = await readAvatarUpload(request);
      return contactsTable.patch(id, { avatar: dataUrl });
    },
  ),
  pageEndpoint(contactsEndpoints.tags, { rule: 'The contact tags, newest first.' }, () => contactTagsTable.all()),
  ...tagEndpoints({
    page: 'contacts',
    contracts: contactsEndpoints.tag,
    tags: contactTagsTable,
    strip: (id) => contactsTable.removeReference('tags', id),
    carrier: 'contact',
    title: tagTitle,
  }),
]);
