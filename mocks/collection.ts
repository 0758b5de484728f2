import type { z } from '@/lib/validation';
import { defineTable, type Table } from './db';

type Entity = { id: string };

export interface CollectionOptions<T extends Entity> {
  /** The entity's schema (it lives in the feature): every record written is checked against it. */
  schema: z.ZodMiniType<T>;
  /** Raise it when the stored shape changes; stored data of another version falls back to the seed. */
  version: number;
  seed: () => T[];
}

/** The records as one table (`get`, `set`, `update` of the whole list), plus record-wise access. */
export interface Collection<T extends Entity> extends Table<T[]> {
  all(): T[];
  find(id: string | null | undefined): T | null;
  /** Adds a record, first unless told otherwise (the spec puts new contacts, tags, products and tasks on top). */
  insert(record: T, options?: { at?: 'start' | 'end' }): T;
  /** Merges the change into the record; the id stays. Null for an unknown id. */
  patch(id: string, change: Partial<T>): T | null;
  /** Removes the record and answers it; null for an unknown id. */
  remove(id: string | null | undefined): T | null;
  /** Replaces every record at once (reordering, renumbering). */
  replaceAll(records: T[]): T[];
  /** Removes `id` from the list field `field` of every record that has it (a deleted tag leaves every contact). */
  removeReference<K extends ListKeys<T>>(field: K, id: string): void;
}

type ListKeys<T> = { [K in keyof T]: T[K] extends readonly string[] ? K : never }[keyof T];

/**
 * A table of records with ids, the one way every area of the fake backend stores its entities.
 * Writes are checked against the entity's schema, so what the fake backend answers always has the
 * shape the client's types promise; a record that does not fit throws a ZodError, which the
 * endpoint turns into a 400 naming the field.
 */
export function defineCollection<T extends Entity>(name: string, { schema, version, seed }: CollectionOptions<T>): Collection<T> {
  const table = defineTable<T[]>(name, { version, seed });
  const check = (record: unknown) => schema.parse(record);

  return {
    ...table,
    all: () => table.get(),
    find: (id) => table.get().find((record) => record.id === id) ?? null,
    insert(record, { at = 'start' } = {}) {
      const checked = check(record);
      table.update((records) => (at === 'start' ? [checked, ...records] : [...records, checked]));
      return checked;
    },
    patch(id, change) {
      const current = table.get().find((record) => record.id === id);
      if (!current) return null;
      const merged = check({ ...current, ...change, id });
      table.update((records) => records.map((record) => (record.id === id ? merged : record)));
      return merged;
    },
    remove(id) {
      const removed = table.get().find((record) => record.id === id) ?? null;
      if (removed) table.update((records) => records.filter((record) => record !== removed));
      return removed;
    },
    replaceAll(records) {
      const checked = records.map(check);
      table.set(checked);
      return checked;
    },
    removeReference(field, id) {
      table.update((records) =>
        records.map((record) => {
          const list = record[field] as readonly string[];
          return list.includes(id) ? { ...record, [field]: list.filter((item) => item !== id) } : record;
        }),
      );
    },
  };
}
