export type SortDirection = 'ascending' | 'descending';

export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

/** The next sort after a header press: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortDescriptor | null, column: string): SortDescriptor {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A stable sort by one value: text compared as people read it (numbers inside in order, case ignored). */
export function sortRows<T>(rows: readonly T[], value: (row: T) => string | number | null | undefined, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key == null || b.key == null) return a.key == null ? (b.key == null ? a.index - b.index : 1) : -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
      return order !== 0 ? order * sign : a.index - b.index;
    })
    .map(({ row }) => row);
}
