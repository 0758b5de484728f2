import { afterEach, describe, expect, it } from 'vitest';
import { fixedSampleDay, moveSamplesToToday, movedToSampleDay, sampleToday } from './sample-today';

const day = 86_400_000;

describe('the sample day', () => {
  afterEach(() => moveSamplesToToday(fixedSampleDay.getTime()));

  it('is the fixed day until the demo moves it, and then the same time of day on the day it runs', async () => {
    expect(sampleToday).toEqual(fixedSampleDay);
    moveSamplesToToday(Date.parse('2026-12-02T15:57:00Z'));
    // A live binding: what an area reads once it loads.
    const { sampleToday: moved } = await import('./sample-today');
    expect(moved.toISOString()).toBe('2026-12-02T08:30:00.000Z');
  });

  it('stays on the day it runs from its first minute to its last in Vienna', () => {
    // 22:45 in Vienna is more than half a day after the samples' 09:30: still today, not tomorrow.
    moveSamplesToToday(Date.parse('2026-12-02T21:45:00Z'));
    expect(sampleToday.toISOString()).toBe('2026-12-02T08:30:00.000Z');
    // 00:10 in Vienna is still the evening before in UTC.
    moveSamplesToToday(Date.parse('2026-12-02T23:10:00Z'));
    expect(sampleToday.toISOString()).toBe('2026-12-03T08:30:00.000Z');
  });

  it('moves the samples made ahead by the same whole days: instants and calendar days, nothing else', () => {
    const sample = {
      createdAt: '2026-03-16T08:00:00.000Z',
      due: '2026-03-20',
      at: '2026-03-10T10:15:00+01:00',
      title: 'Rechnung 2026-0315',
      nested: [{ when: '2026-03-15T23:59:59Z' }],
      count: 3,
    };
    expect(movedToSampleDay(sample)).toBe(sample);
    moveSamplesToToday(fixedSampleDay.getTime() + 10 * day + 3_600_000);
    expect(movedToSampleDay(sample)).toEqual({
      createdAt: '2026-03-26T08:00:00.000Z',
      due: '2026-03-30',
      at: '2026-03-20T09:15:00.000Z',
      title: 'Rechnung 2026-0315',
      nested: [{ when: '2026-03-25T23:59:59.000Z' }],
      count: 3,
    });
  });
});
