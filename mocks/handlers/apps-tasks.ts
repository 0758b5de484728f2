import { http, HttpResponse } from 'msw';
import { defineTable } from '../db';
import { createTasks, type Task } from '../data/tasks';
import { includesText } from './apps-contacts';

export const tasksTable = defineTable<Task[]>('tasks', createTasks);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The title as HTML with each match of `query` wrapped in a highlight mark; the rest is escaped text. */
export function highlight(title: string, query: string): string {
  const pattern = new RegExp(escapeRegExp(query), 'gi');
  let html = '';
  let last = 0;
  for (const match of title.matchAll(pattern)) {
    html += `${escapeHtml(title.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(title.slice(last));
}

/** The tasks app's reading endpoints (template-apps.md point 7, Tasks). */
export const tasksHandlers = [
  http.get('*/api/apps/tasks/all', () => HttpResponse.json([...tasksTable.get()].sort((a, b) => a.order - b.order))),
  /** Tasks whose title or notes contain the text; title matches highlighted; null for an empty query. */
  http.get('*/api/apps/tasks/search', ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    if (!query) return HttpResponse.json(null);
    const hits = tasksTable.get().filter((task) => includesText(task.title, query) || includesText(task.notes, query));
    return HttpResponse.json(hits.map((task) => ({ ...task, title: highlight(task.title, query) })));
  }),
  http.get('*/api/apps/tasks/task', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    return HttpResponse.json(tasksTable.get().find((task) => task.id === id) ?? null);
  }),
];
