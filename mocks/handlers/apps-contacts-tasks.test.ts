import { describe, expect, it } from 'vitest';
import type { Contact, ContactTag, Country } from '@/features/contacts';
import type { Task } from '@/features/tasks';
import { highlight } from './apps-tasks';
import { fetchSignedIn, serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;

describe('api/apps/contacts', () => {
  it('holds about 90 contacts sorted by name, the same every time', async () => {
    const contacts = await api.get<Contact[]>('api/apps/contacts/all');
    expect(contacts).toHaveLength(90);
    expect(contacts.map((contact) => contact.name)).toEqual(
      [...contacts.map((contact) => contact.name)].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect(contacts[0]?.emails[0]?.label).toBe('Personal');
  });

  it('searches names case-insensitively', async () => {
    const [first] = await api.get<Contact[]>('api/apps/contacts/all');
    const part = first!.name.slice(1, 4).toUpperCase();
    const hits = await api.get<Contact[]>('api/apps/contacts/search', { params: { query: part } });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((contact) => contact.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
  });
});

describe('api/apps/contacts/countries', () => {
  it('lists about 240 countries and territories with dialling codes, Kosovo among them, sorted by name', async () => {
    const countries = await api.get<Country[]>('api/apps/contacts/countries');
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.length).toBeLessThan(260);
    expect(countries.find((country) => country.iso === 'XK')).toMatchObject({ id: 'xk', name: 'Kosovo', code: '+383' });
    expect(countries.find((country) => country.iso === 'AT')).toMatchObject({ name: 'Austria', code: '+43' });
    expect(new Set(countries.map((country) => country.iso)).size).toBe(countries.length);
    expect(countries.map((country) => country.name)).toEqual(
      [...countries.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});

describe('api/apps/contacts/avatar', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const upload = (id: string, file: Blob) => {
    const form = new FormData();
    form.set('id', id);
    form.set('avatar', file, 'avatar.png');
    return fetchSignedIn('http://localhost/api/apps/contacts/avatar', { method: 'POST', body: form });
  };

  it('stores a picture as a data URL and answers the contact', async () => {
    const [first] = await api.get<Contact[]>('api/apps/contacts/all');
    const form = new FormData();
    form.set('id', first!.id);
    form.set('avatar', new Blob([png], { type: 'image/png' }), 'avatar.png');
    const changed = await api.post<Contact>('api/apps/contacts/avatar', form);
    expect(changed.avatar).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
    expect((await api.get<Contact>('api/apps/contacts/contact', { params: { id: first!.id } })).avatar).toBe(changed.avatar);
    // Taking it away is a change like any other.
    expect((await api.patch<Contact>('api/apps/contacts/contact', { id: first!.id, contact: { avatar: null } })).avatar).toBeNull();
  });

  it.each([
    ['a script that says it is a picture', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'Only PNG'],
    ['an SVG, which can carry script', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'Only PNG'],
    ['a picture over 5 MB', new Blob([png, new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' }), '5 MB'],
  ])('refuses %s, and the avatar stays', async (_case, file, reason) => {
    const [first] = await api.get<Contact[]>('api/apps/contacts/all');
    const answer = await upload(first!.id, file);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: 'avatar', reason: expect.stringContaining(reason) as string });
    expect((await api.get<Contact>('api/apps/contacts/contact', { params: { id: first!.id } })).avatar).toBe(first!.avatar);
  });

  it('refuses to set an avatar through the change endpoint, around the picture check', async () => {
    const [first] = await api.get<Contact[]>('api/apps/contacts/all');
    const answer = await fetchSignedIn('http://localhost/api/apps/contacts/contact', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: first!.id, contact: { avatar: 'data:image/svg+xml,<svg onload=alert(1)>' } }),
    });
    expect(answer.status).toBe(400);
  });
});

describe('api/apps/contacts: editing', () => {
  it("creates 'New Contact' with the spec's defaults, first in the list", async () => {
    const created = await api.post<Contact>('api/apps/contacts/contact');
    expect(created).toMatchObject({
      name: 'New Contact',
      avatar: null,
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    const all = await api.get<Contact[]>('api/apps/contacts/all');
    expect(all.some((contact) => contact.id === created.id)).toBe(true);
    const stored = await api.get<Contact>('api/apps/contacts/contact', { params: { id: created.id } });
    expect(stored).toEqual(created);
  });

  it('merges a change into the contact and keeps the fields it does not name', async () => {
    const [first] = await api.get<Contact[]>('api/apps/contacts/all');
    const changed = await api.patch<Contact>('api/apps/contacts/contact', {
      id: first!.id,
      contact: { company: 'Vermittlungszentrale', emails: [{ email: 'ännä@exämple.at', label: 'Work' }] },
    });
    expect(changed).toEqual({ ...first, company: 'Vermittlungszentrale', emails: [{ email: 'ännä@exämple.at', label: 'Work' }] });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'contact.name'],
    ['an invalid e-mail address', { emails: [{ email: 'anna@', label: 'Work' }] }, 'contact.emails.0.email'],
    [
      'a phone number with letters',
      { phoneNumbers: [{ country: 'at', phoneNumber: '0664 abc', label: 'Mobile' }] },
      'contact.phoneNumbers.0.phoneNumber',
    ],
    ['a made-up tag', { tags: ['no-such-tag'] }, 'contact.tags'],
    ['a field contacts do not have', { role: 'ADMIN' }, 'contact'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, contact, field) => {
    const [first] = await api.get<Contact[]>('api/apps/contacts/all');
    const answer = await fetchSignedIn('http://localhost/api/apps/contacts/contact', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: first!.id, contact }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { field: string }).field).toBe(field);
    expect(await api.get<Contact>('api/apps/contacts/contact', { params: { id: first!.id } })).toEqual(first);
  });

  it('deletes a contact', async () => {
    const [first] = await api.get<Contact[]>('api/apps/contacts/all');
    expect(await api.delete('api/apps/contacts/contact', { params: { id: first!.id } })).toBe(true);
    expect(await api.get('api/apps/contacts/contact', { params: { id: first!.id } })).toBeNull();
  });

  it('puts a new tag first, renames it, and strips a deleted tag from every contact that had it', async () => {
    const tag = await api.post<ContactTag>('api/apps/contacts/tag', { tag: { title: 'Dolmetsch-Pool' } });
    expect((await api.get<ContactTag[]>('api/apps/contacts/tags'))[0]).toEqual(tag);
    expect(await api.patch<ContactTag>('api/apps/contacts/tag', { id: tag.id, tag: { title: 'Pool' } })).toEqual({
      id: tag.id,
      title: 'Pool',
    });

    const tagged = (await api.get<Contact[]>('api/apps/contacts/all')).filter((contact) => contact.tags.length > 0);
    const workTag = tagged[0]!.tags[0]!;
    const holders = tagged.filter((contact) => contact.tags.includes(workTag));
    expect(holders.length).toBeGreaterThan(1);
    await api.delete('api/apps/contacts/tag', { params: { id: workTag } });
    const after = await api.get<Contact[]>('api/apps/contacts/all');
    expect(after.filter((contact) => contact.tags.includes(workTag))).toEqual([]);
    expect((await api.get<ContactTag[]>('api/apps/contacts/tags')).map((each) => each.id)).not.toContain(workTag);
  });
});

describe('api/apps/tasks', () => {
  it('answers 30 tasks in three sections, sorted by order', async () => {
    const tasks = await api.get<Task[]>('api/apps/tasks/all');
    expect(tasks).toHaveLength(30);
    expect(tasks.filter((task) => task.type === 'section')).toHaveLength(3);
    expect(tasks.map((task) => task.order)).toEqual(tasks.map((_, index) => index));
  });

  it('searches title and notes, marks title matches, and answers null for an empty query', async () => {
    const hits = await api.get<Task[]>('api/apps/tasks/search', { params: { query: 'rechnung' } });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((task) => task.title.includes('<mark>Rechnung</mark>'))).toBe(true);
    expect(await api.get('api/apps/tasks/search', { params: { query: '' } })).toBeNull();
  });

  it('escapes the rest of the title when it marks a match', () => {
    expect(highlight('a<b> & ab', 'AB')).toBe('a&#60;b&#62; &#38; <mark>ab</mark>');
  });
});
