/**
 * The fake backend's one in-memory database. Each table registers a factory for its sample data;
 * a table is built the first time it is read (so sample data is made only where it is used), and
 * `resetDb()` forgets everything.
 *
 * In the demo app every table is kept in web storage under a key of its own, with the table's
 * version: a change is written at once, and only the table that changed. A stored table whose
 * version differs from the code's (its sample shape changed) or that cannot be read falls back
 * to its sample data; the other tables keep what the user did.
 */
type Factory<T> = () => T;

export type DemoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface TableOptions<T> {
  /** Raise it when the stored shape of the table changes: stored data of another version is dropped. */
  version: number;
  seed: Factory<T>;
}

export interface Table<T> {
  readonly name: string;
  get(): T;
  set(value: T): void;
  update(change: (value: T) => T): T;
}

interface StoredTable {
  version: number;
  data: unknown;
}

const storagePrefix = 'call-center.demo-db.';
/** The single key of the first demo versions (all tables in one object, no versions). */
const legacyStorageKey = 'call-center.demo-db';

const versions = new Map<string, number>();
const tables = new Map<string, unknown>();
let storage: DemoStorage | null = null;

export const storageKeyOf = (table: string) => `${storagePrefix}${table}`;

export function defineTable<T>(name: string, { version, seed }: TableOptions<T>): Table<T> {
  if (versions.has(name)) throw new Error(`Table "${name}" is defined twice`);
  versions.set(name, version);
  const get = (): T => {
    if (!tables.has(name)) tables.set(name, restore(name, version) ?? seed());
    return tables.get(name) as T;
  };
  const set = (value: T) => {
    tables.set(name, value);
    persist(name, version, value);
  };
  return {
    name,
    get,
    set,
    update(change) {
      const next = change(get());
      set(next);
      return next;
    },
  };
}

function restore(name: string, version: number): unknown {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(storageKeyOf(name));
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredTable> | null;
    return stored?.version === version && stored.data !== undefined ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

function persist(name: string, version: number, data: unknown) {
  if (!storage) return;
  try {
    storage.setItem(storageKeyOf(name), JSON.stringify({ version, data } satisfies StoredTable));
  } catch {
    // A full storage keeps the change for this page's life; the next reload shows the last saved state.
  }
}

/** Keep the data in web storage between reloads (demo app only). */
export function persistTo(target: DemoStorage | null) {
  storage = target;
  target?.removeItem(legacyStorageKey);
}

/** Forget every change: the next read builds each table from its sample data again. */
export function resetDb() {
  tables.clear();
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(storagePrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * What a reload does to the database: the page's memory is gone, web storage stays. Only for tests
 * that prove a change survives reloads.
 */
export function simulateReload() {
  tables.clear();
}
