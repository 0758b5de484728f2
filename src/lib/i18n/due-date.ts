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
