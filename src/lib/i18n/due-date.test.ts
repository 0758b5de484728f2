import { describe, expect, it } from 'vitest';
import { dueDateFromDay, hasPassed, isOverdue, localDateTime, localDay, momentFromLocalDateTime } from './due-date';

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

  it('turns a reminder into the local date and time a field shows, and back into the same moment', () => {
    expect(localDateTime(now)).toBe('2026-03-16T09:30');
    const moment = momentFromLocalDateTime('2026-03-20T18:05')!;
    expect(new Date(moment).getTime()).toBe(new Date(2026, 2, 20, 18, 5).getTime());
    expect(localDateTime(moment)).toBe('2026-03-20T18:05');
    expect(momentFromLocalDateTime(null)).toBeNull();
    expect(hasPassed(new Date(2026, 2, 16, 9, 29).toISOString(), now)).toBe(true);
    expect(hasPassed(new Date(2026, 2, 16, 9, 31).toISOString(), now)).toBe(false);
    expect(hasPassed(null, now)).toBe(false);
  });
});
