/** Entries grouped by the calendar day they happened on (in the viewer's time zone), newest day first. */
export function groupByDay<T extends { date: string }>(entries: readonly T[]): { day: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  for (const entry of sorted) {
    const date = new Date(entry.date);
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    groups.set(day, [...(groups.get(day) ?? []), entry]);
  }
  return [...groups].map(([day, grouped]) => ({ day, entries: grouped }));
}
