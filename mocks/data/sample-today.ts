/**
 * Sample data is made relative to one day. The samples are written for this one, which the
 * workbench's clock is fixed at and the tests read, so that pictures and figures never change; the
 * demo app moves them to the day it runs on (`moveSamplesToToday`), so that a visitor sees
 * yesterday's chats and this week's tasks rather than a frozen March. A module of its own: the areas
 * whose samples are written out (inbox, mailbox) read it without loading faker.
 */
export const fixedSampleDay = new Date('2026-03-16T09:30:00+01:00');

const dayMs = 86_400_000;

/** Whole days from the fixed sample day to the day the samples are shown on: 0 but in the demo app. */
let shiftDays = 0;

/** The sample day: the fixed one, or in the demo app the same time of day on the day it runs. */
export let sampleToday = new Date(fixedSampleDay);

/** The calendar day of an instant in Vienna, where the samples are set, as midnight UTC of that date. */
const viennaDay = (instant: number) =>
  Date.parse(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant),
  );

/**
 * Moves the sample day to the calendar day of `now` in Vienna, keeping its time of day: for the areas
 * seeded from here on. By the calendar, not the nearest 24 hours: late in the evening the samples
 * stay on today rather than jumping to tomorrow, into the future.
 */
export function moveSamplesToToday(now: number = Date.now()) {
  shiftDays = Math.round((viennaDay(now) - viennaDay(fixedSampleDay.getTime())) / dayMs);
  sampleToday = new Date(fixedSampleDay.getTime() + shiftDays * dayMs);
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/u;
const isoDay = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * Samples made ahead for the fixed day (mocks/data/prebuilt.ts, written into the build), moved to the
 * sample day: every instant and every calendar day in them by the same whole days. Other text is kept.
 */
export function movedToSampleDay<T>(value: T): T {
  if (shiftDays === 0) return value;
  const shift = shiftDays * dayMs;
  const move = (item: unknown): unknown => {
    if (typeof item === 'string') {
      if (isoInstant.test(item)) return new Date(Date.parse(item) + shift).toISOString();
      if (isoDay.test(item)) return new Date(Date.parse(item) + shift).toISOString().slice(0, 10);
      return item;
    }
    if (Array.isArray(item)) return item.map(move);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, move(entry)]));
    return item;
  };
  return move(value) as T;
}
