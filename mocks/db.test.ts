import { afterEach, describe, expect, it } from 'vitest';
import { defineCollection } from './collection';
import { defineTable, persistTo, resetDb, simulateReload, storageKeyOf, type DemoStorage } from './db';
import { z } from '@/lib/validation';

/** Web storage as a page sees it: it outlives the page's memory, which `simulateReload` wipes. */
function memoryWebStorage(): DemoStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

const noteSchema = z.object({ id: z.string(), text: z.string(), tags: z.array(z.string()) });
const seedNotes = () => [
  { id: 'a', text: 'first', tags: ['red'] },
  { id: 'b', text: 'second', tags: ['red', 'blue'] },
];
const notes = defineCollection('db-test-notes', { schema: noteSchema, version: 1, seed: seedNotes });
const counter = defineTable('db-test-counter', { version: 1, seed: () => ({ value: 0 }) });
const settings = defineTable('db-test-settings', { version: 1, seed: () => ({ layout: 'right' }) });

afterEach(() => {
  resetDb();
  persistTo(null);
  resetDb();
});

describe('the demo database across reloads', () => {
  it('keeps every change of every table, made in different page lifetimes', () => {
    const storage = memoryWebStorage();
    persistTo(storage);

    // Page 1 changes the counter only.
    counter.update(({ value }) => ({ value: value + 1 }));
    simulateReload();
    // Page 2 reads nothing of the counter and changes the notes.
    notes.patch('a', { text: 'edited' });
    simulateReload();
    // Page 3 changes the settings.
    settings.set({ layout: 'left' });
    simulateReload();
    // Page 4 changes the counter again.
    counter.update(({ value }) => ({ value: value + 1 }));
    simulateReload();

    expect(counter.get()).toEqual({ value: 2 });
    expect(notes.find('a')?.text).toBe('edited');
    expect(settings.get()).toEqual({ layout: 'left' });
  });

  it('writes only the table that changed, each under its own key with its version', () => {
    const storage = memoryWebStorage();
    persistTo(storage);
    counter.set({ value: 5 });
    expect([...storage.entries.keys()]).toEqual([storageKeyOf('db-test-counter')]);
    expect(JSON.parse(storage.getItem(storageKeyOf('db-test-counter'))!)).toEqual({ version: 1, data: { value: 5 } });
  });

  it('falls back to sample data for a table stored with another version or unreadable, and keeps the others', () => {
    const storage = memoryWebStorage();
    persistTo(storage);
    counter.set({ value: 7 });
    settings.set({ layout: 'left' });
    notes.remove('b');
    storage.setItem(storageKeyOf('db-test-counter'), JSON.stringify({ version: 0, data: { count: 7 } }));
    storage.setItem(storageKeyOf('db-test-settings'), '{not json');
    simulateReload();

    expect(counter.get()).toEqual({ value: 0 });
    expect(settings.get()).toEqual({ layout: 'right' });
    expect(notes.all().map((note) => note.id)).toEqual(['a']);
  });

  it('drops the single key of the first demo versions, and forgets everything on reset', () => {
    const storage = memoryWebStorage();
    storage.setItem('call-center.demo-db', JSON.stringify({ 'db-test-counter': { value: 99 } }));
    storage.setItem('unrelated', 'kept');
    persistTo(storage);
    expect(counter.get()).toEqual({ value: 0 });
    counter.set({ value: 3 });
    resetDb();
    expect([...storage.entries.keys()]).toEqual(['unrelated']);
    expect(counter.get()).toEqual({ value: 0 });
  });
});

describe('a collection', () => {
  it('inserts first by default, merges a patch without changing the id, and removes', () => {
    notes.insert({ id: 'c', text: 'new', tags: [] });
    expect(notes.all().map((note) => note.id)).toEqual(['c', 'a', 'b']);
    expect(notes.patch('a', { text: 'changed', id: 'other' } as never)).toEqual({ id: 'a', text: 'changed', tags: ['red'] });
    expect(notes.patch('missing', { text: 'x' })).toBeNull();
    expect(notes.remove('c')?.text).toBe('new');
    expect(notes.remove('c')).toBeNull();
  });

  it('refuses a record that does not fit the schema and keeps what it had', () => {
    expect(() => notes.patch('a', { text: 42 } as never)).toThrow(z.core.$ZodError);
    expect(() => notes.insert({ id: 'd' } as never)).toThrow(z.core.$ZodError);
    expect(notes.all()).toEqual(seedNotes());
  });

  it('strips a removed reference from every record that has it', () => {
    notes.removeReference('tags', 'red');
    expect(notes.all().map((note) => note.tags)).toEqual([[], ['blue']]);
  });
});
