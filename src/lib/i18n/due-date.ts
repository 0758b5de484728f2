/** Due dates (tasks, cards) are calendar days, kept as midnight UTC (`YYYY-MM-DDT00:00:00.000Z`). */
export const dueDay = (dueDate: string) => dueDate.slice(0, 10);

/** The local calendar day of `now` as `YYYY-MM-DD`. */
export function localDay(now: Date = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A task is overdue once its day has passed where the user is; on the day itself it is still due. */
export const isOverdue = (dueDate: string | null, now: Date = new Date()) => !!dueDate && dueDay(dueDate) < localDay(now);

export const dueDateFromDay = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null);

/** A moment (a reminder) as the local date and time a date-and-time field shows, `YYYY-MM-DDTHH:mm`. */
export function localDateTime(moment: string | Date) {
  const date = new Date(moment);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local date and time as typed (`YYYY-MM-DDTHH:mm`) as the moment it is where the user is, in ISO form. */
export const momentFromLocalDateTime = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** Whether a moment (a reminder) lies before `now`. */
export const hasPassed = (moment: string | null, now: Date = new Date()) => moment !== null && new Date(moment).getTime() < now.getTime();
