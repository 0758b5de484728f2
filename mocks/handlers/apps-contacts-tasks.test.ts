import { describe, expect, it } from 'vitest';
import { createTokenStore, memoryStorage } from '@/lib/auth';
import { createHttpClient } from '@/lib/http';
import type { Contact } from '@/features/contacts';
import type { Task } from '@/features/tasks';
import { highlight } from './apps-tasks';
import { serveFakeBackend } from '../node';

serveFakeBackend();

const api = createHttpClient({ baseUrl: 'http://localhost/', tokens: createTokenStore(memoryStorage()) });

describe('api/apps/contacts', () => {
  it('holds about 90 contacts sorted by name, the same every time', async () => {
    const contacts = await api.get<Contact[]>('api/apps/contacts/all');
    expect(contacts).toHaveLength(90);
    expect(contacts.map((contact) => contact.name)).toEqual([...contacts.map((contact) => contact.name)].sort((a, b) => a.localeCompare(b, 'de')));
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
