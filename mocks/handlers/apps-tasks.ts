import { z } from '@/lib/validation';
import { taskSchema, taskTagSchema } from '@/features/tasks/schemas';
import { defineArea, endpoint, idQuery } from '../api';
import { defineCollection } from '../collection';
import { createTasks, taskTags } from '../data/tasks';
import { includesText } from './apps-contacts';

export const tasksTable = defineCollection('tasks', { schema: taskSchema, version: 1, seed: createTasks });
export const taskTagsTable = defineCollection('task-tags', { schema: taskTagSchema, version: 1, seed: () => [...taskTags] });

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

/** The tasks app's reading endpoints (template-apps.md point 7, Tasks); its editing ones come with the tasks app. */
export const tasksArea = defineArea('Tasks', [
  endpoint.get({ path: 'api/apps/tasks/all', rule: 'Every task and section, sorted by order.' }, () => [...tasksTable.all()].sort((a, b) => a.order - b.order)),
  endpoint.get(
    {
      path: 'api/apps/tasks/search',
      rule: 'Query query: tasks whose title or notes contain it, case-insensitive, title matches in <mark>; null for an empty query.',
      query: z.object({ query: z.string().default('') }),
    },
    ({ query: { query } }) => {
      if (!query) return null;
      const hits = tasksTable.all().filter((task) => includesText(task.title, query) || includesText(task.notes, query));
      return hits.map((task) => ({ ...task, title: highlight(task.title, query) }));
    },
  ),
  endpoint.get({ path: 'api/apps/tasks/task', rule: 'Query id: one task; null for an unknown id.', query: idQuery }, ({ query }) => tasksTable.find(query.id)),
  endpoint.get({ path: 'api/apps/tasks/tags', rule: 'Every task tag.' }, () => taskTagsTable.all()),
]);
