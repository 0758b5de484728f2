import { describe, expect, it } from 'vitest';
import { dueDateFromDay, isOverdue, localDay } from './due-date';

describe('due dates', () => {
  const now = new Date(2026, 2, 16, 9, 30);

  it('counts a task as overdue once its day has passed, not on the day', () => {
    expect(isOverdue('2026-03-15T00:00:00.000Z', now)).toBe(true);
    expect(isOverdue('2026-03-16T00:00:00.000Z', now)).toBe(false);
    expect(isOverdue('2026-03-17T00:00:00.000Z', now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });

  it('keeps a picked day as midnight UTC and reads the local day', () => {
    expect(dueDateFromDay('2026-04-01')).toBe('2026-04-01T00:00:00.000Z');
    expect(dueDateFromDay(null)).toBeNull();
    expect(localDay(now)).toBe('2026-03-16');
  });
});
