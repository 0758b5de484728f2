/**
 * The fake backend's one in-memory database. Each area registers a factory for its initial data;
 * an area is built the first time it is read (so sample data is made only where it is used),
 * and `resetDb()` forgets everything. In the demo app the state is persisted to web storage
 * after every change, so a user's edits survive a reload until "reset demo data".
 */
type Factory<T> = () => T;

const factories = new Map<string, Factory<unknown>>();
const tables = new Map<string, unknown>();
let storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = null;
const storageKey = 'call-center.demo-db';

export function defineTable<T>(name: string, factory: Factory<T>) {
  if (factories.has(name)) throw new Error(`Table "${name}" is defined twice`);
  factories.set(name, factory);
  return {
    get(): T {
      if (!tables.has(name)) tables.set(name, restore(name) ?? factory());
      return tables.get(name) as T;
    },
    set(value: T) {
      tables.set(name, value);
      persist();
    },
    update(change: (value: T) => T): T {
      const next = change(this.get());
      this.set(next);
      return next;
    },
  };
}

function restore(name: string): unknown {
  if (!storage) return undefined;
  try {
    const saved = JSON.parse(storage.getItem(storageKey) ?? '{}') as Record<string, unknown>;
    return saved[name];
  } catch {
    return undefined;
  }
}

function persist() {
  if (!storage) return;
  storage.setItem(storageKey, JSON.stringify(Object.fromEntries(tables)));
}

/** Keep the data in web storage between reloads (demo app only). */
export function persistTo(target: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  storage = target;
}

/** Forget every change: the next read builds each table from its sample data again. */
export function resetDb() {
  tables.clear();
  storage?.removeItem(storageKey);
}
