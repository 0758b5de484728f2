import { describe, expect, it } from 'vitest';
import { chartRows, evenlySpread, seriesTable } from './chart-table';

const series = [
  { key: 'visitors', label: 'Visitors', values: [1200, 1350.5] },
  { key: 'views', label: 'Page views', values: [3000] },
];

describe('a chart’s table', () => {
  it('has a row per x and a column per series, formatted, with a dash where a series has no value', () => {
    const table = seriesTable(
      'Day',
      ['2026-03-15', '2026-03-16'],
      series,
      (x) => x.slice(5),
      (y) => y.toFixed(1),
    );
    expect(table.columns).toEqual(['Day', 'Visitors', 'Page views']);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['03-15', '1200.0', '3000.0'],
      ['03-16', '1350.5', '–'],
    ]);
  });

  it('gives recharts one object per x keyed by series', () => {
    expect(chartRows(['a', 'b'], series)).toEqual([
      { x: 'a', visitors: 1200, views: 3000 },
      { x: 'b', visitors: 1350.5, views: undefined },
    ]);
  });
});

describe('axis ticks', () => {
  it('label the first, the last and evenly spaced values between, or all of a short series', () => {
    expect(evenlySpread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 6)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(evenlySpread(['a', 'b'], 6)).toEqual(['a', 'b']);
  });
});
