import { describe, expect, it } from 'vitest';
import type { SearchResultSet } from '@/features/search';
import { contactsTable } from './apps-contacts';
import { tasksTable } from './apps-tasks';
import { serveFakeBackend, signedInApiIn } from '../node';
import { userTable } from '../user-table';

serveFakeBackend();

const client = (locale = 'en-US') => signedInApiIn(locale);
const search = (query: unknown, locale?: string) => client(locale).post<SearchResultSet[]>('api/common/search', { query });
const setOf = (sets: SearchResultSet[], id: SearchResultSet['id']) => sets.find((set) => set.id === id);

describe('api/common/search', () => {
  it('finds contacts by name, case-insensitive, sorted, linking to /apps/contacts/{id}', async () => {
    const [contact] = contactsTable.get();
    const part = contact!.name.split(' ')[0]!.slice(0, 4).toUpperCase();
    const contacts = setOf(await search(part), 'contacts');
    expect(contacts?.label).toBe('Contacts');
    expect(contacts?.results.length).toBeGreaterThan(0);
    for (const result of contacts?.results ?? []) {
      expect('name' in result && result.name.toLowerCase()).toContain(part.toLowerCase());
      expect(result.link).toBe(`/apps/contacts/${result.id}`);
    }
    const names = (contacts?.results ?? []).map((result) => ('name' in result ? result.name : ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('finds menu pages by their English title or German label, linked in the request locale', async () => {
    expect(setOf(await search('kontakt', 'de-AT'), 'pages')?.results).toEqual([
      { id: 'contacts', title: 'Kontakte', link: '/de-AT/contacts' },
    ]);
    expect(setOf(await search('settings', 'en-US'), 'pages')?.results).toEqual([
      { id: 'settings', title: 'Settings', link: '/en-US/settings' },
    ]);
  });

  it('finds only what the role may open: no contacts for a captioner, no pages outside its menu, nothing of the sample apps for a guest', async () => {
    const [contact] = contactsTable.get();
    const name = contact!.name.split(' ')[0]!;
    expect(setOf(await search(name), 'contacts')).toBeDefined();
    expect(setOf(await search('kontakt', 'de-AT'), 'pages')?.results.map((result) => result.id)).toEqual(['contacts']);
    userTable.update((user) => ({ ...user, role: 'CAPTIONER' }));
    expect(setOf(await search(name), 'contacts')).toBeUndefined();
    expect(setOf(await search('kontakt', 'de-AT'), 'pages')).toBeUndefined();
    expect(setOf(await search('office'), 'pages')).toBeUndefined();
    expect(setOf(await search('rechnung'), 'tasks')).toBeDefined();
    userTable.update((user) => ({ ...user, role: 'ANONYMOUS' }));
    expect(setOf(await search('rechnung'), 'tasks')).toBeUndefined();
    expect(setOf(await search('help'), 'pages')?.results.map((result) => result.id)).toEqual(['help']);
  });

  it('finds tasks by title with their completed state, linking to /apps/tasks/{id}', async () => {
    const tasks = setOf(await search('rechnung'), 'tasks');
    expect(tasks?.results.length).toBeGreaterThanOrEqual(2);
    const stored = tasksTable.get();
    for (const result of tasks?.results ?? []) {
      const task = stored.find((item) => item.id === result.id);
      expect(result).toEqual({ id: task?.id, title: task?.title, completed: task?.completed, link: `/apps/tasks/${task?.id}` });
    }
  });

  it('leaves out sets without hits, and answers nothing below 2 characters', async () => {
    expect(await search('zzzzqx')).toEqual([]);
    expect(await search('a')).toEqual([]);
    expect(await search(' ')).toEqual([]);
  });

  it('refuses a query that is not text with 400, naming the field', async () => {
    await expect(search(42)).rejects.toMatchObject({ status: 400, body: { field: 'query' } });
  });
});
