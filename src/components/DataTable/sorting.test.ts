import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sorting';

describe('table sorting', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'email')).toEqual({ column: 'email', direction: 'ascending' });
  });

  it('compares text as people read it and numbers as numbers', () => {
    const rows = [{ v: 'item 10' }, { v: 'Item 2' }, { v: 'item 1' }];
    expect(sortRows(rows, (row) => row.v, 'ascending').map((row) => row.v)).toEqual(['item 1', 'Item 2', 'item 10']);
    expect(sortRows([{ n: 10 }, { n: -2 }, { n: 3 }], (row) => row.n, 'descending').map((row) => row.n)).toEqual([10, 3, -2]);
  });

  it('keeps equal rows in their order and puts empty values last', () => {
    const rows = [
      { id: 1, v: 'b' },
      { id: 2, v: null },
      { id: 3, v: 'a' },
      { id: 4, v: 'b' },
    ];
    expect(sortRows(rows, (row) => row.v, 'ascending').map((row) => row.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, (row) => row.v, 'descending').map((row) => row.id)).toEqual([1, 4, 3, 2]);
  });
});
