import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

describe('activities by day', () => {
  it('groups by local calendar day, newest day and newest entry first', () => {
    const local = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();
    const groups = groupByDay([
      { id: 'a', date: local(15, 9) },
      { id: 'b', date: local(16, 8) },
      { id: 'c', date: local(16, 23) },
      { id: 'd', date: local(10, 12) },
    ]);
    expect(groups.map((group) => [group.day, group.entries.map((entry) => entry.id)])).toEqual([
      ['2026-03-16', ['c', 'b']],
      ['2026-03-15', ['a']],
      ['2026-03-10', ['d']],
    ]);
  });
});
