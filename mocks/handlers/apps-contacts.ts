import { http, HttpResponse } from 'msw';
import { defineTable } from '../db';
import { byName, createContacts, type Contact } from '../data/contacts';

export const contactsTable = defineTable<Contact[]>('contacts', () => createContacts());

export const includesText = (value: string | null | undefined, query: string) => !!value && value.toLowerCase().includes(query.toLowerCase());

/** The address book's reading endpoints (template-apps.md point 7, Contacts). */
export const contactsHandlers = [
  http.get('*/api/apps/contacts/all', () => HttpResponse.json([...contactsTable.get()].sort(byName))),
  http.get('*/api/apps/contacts/search', ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    return HttpResponse.json(contactsTable.get().filter((contact) => includesText(contact.name, query)).sort(byName));
  }),
  http.get('*/api/apps/contacts/contact', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    return HttpResponse.json(contactsTable.get().find((contact) => contact.id === id) ?? null);
  }),
];
