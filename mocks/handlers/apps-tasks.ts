import { z } from '@/lib/validation';
import {
  newTask,
  taskChangeSchema,
  taskMemberSchema,
  taskSchema,
  taskTagSchema,
  type Task,
  type TaskChange,
} from '@/features/tasks/schemas';
import { defineArea, endpoint, idAndChange, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import prebuiltTasks from 'virtual:sample-data/tasks';
import { taskTags } from '../data/tasks';
import { tagEndpoints } from './tag-endpoints';
import { includesText } from './apps-contacts';
import { tasksEndpoints } from '@/features/tasks/endpoints';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

export const tasksTable = defineCollection('tasks', { schema: taskSchema, version: 2, seed: () => structuredClone(prebuiltTasks.tasks) });
export const taskTagsTable = defineCollection('task-tags', { schema: taskTagSchema, version: 1, seed: () => [...taskTags] });
export const taskMembersTable = defineCollection('task-members', {
  schema: taskMemberSchema,
  version: 1,
  seed: () => structuredClone(prebuiltTasks.members),
});

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

const byOrder = (a: Task, b: Task) => a.order - b.order;

/** Each task's order becomes its position in `tasks`. */
const renumber = (tasks: readonly Task[]) => tasksTable.replaceAll(tasks.map((task, order) => ({ ...task, order })));

/** A change may name only tags and members that exist: a made-up id would show as a blank chip or nobody. */
function checkReferences(change: TaskChange) {
  const tags = new Set(taskTagsTable.all().map((tag) => tag.id));
  if (change.tags?.some((tag) => !tags.has(tag))) refuse('task.tags', 'No tag has this id.');
  if (change.assignedTo && !taskMembersTable.find(change.assignedTo)) refuse('task.assignedTo', 'No member has this id.');
}

const tagTitle = taskTagSchema.shape.title;

/** The tasks app (template-apps.md point 7, Tasks). */
export const tasksArea = defineArea('Tasks', [
  pageEndpoint(tasksEndpoints.all, { rule: 'Every task and section, sorted by order.' }, () => [...tasksTable.all()].sort(byOrder)),
  pageEndpoint(
    tasksEndpoints.search,
    {
      rule: 'Query query: tasks whose title or notes contain it, case-insensitive, title matches in <mark>; null for an empty query.',
      query: z.object({ query: z._default(z.string(), '') }),
    },
    ({ query: { query } }) => {
      if (!query) return null;
      const hits = tasksTable.all().filter((task) => includesText(task.title, query) || includesText(task.notes, query));
      return hits.map((task) => ({ ...task, title: highlight(task.title, query) }));
    },
  ),
  pageEndpoint(
    tasksEndpoints.order,
    {
      rule: 'Body {tasks}: each listed task gets its position as its order (ids must be known and listed once); any not listed follow in their order; every task.',
      body: z.object({ tasks: z.array(z.object({ id: z.string().check(z.minLength(1)) })).check(z.minLength(1)) }),
    },
    ({ body }) => {
      const ids = body.tasks.map((task) => task.id);
      if (new Set(ids).size !== ids.length) refuse('tasks', 'A task is listed twice.');
      const known = new Map(tasksTable.all().map((task) => [task.id, task]));
      if (ids.some((taskId) => !known.has(taskId))) refuse('tasks', 'No task has this id.');
      const listed = new Set(ids);
      const rest = [...tasksTable.all()].sort(byOrder).filter((task) => !listed.has(task.id));
      return renumber([...ids.map((taskId) => known.get(taskId)!), ...rest]);
    },
  ),
  pageEndpoint(tasksEndpoints.task, { rule: 'Query id: one task; null for an unknown id.', query: idQuery }, ({ query }) =>
    tasksTable.find(query.id),
  ),
  pageEndpoint(
    tasksEndpoints.createTask,
    {
      rule: 'Body {type}: a blank task or section (empty title, no notes, not completed, no due date, priority 1, no tags, order 0) on top; every order then renumbered by position.',
      body: z.object({ type: taskSchema.shape.type }),
    },
    ({ body }) => {
      const created = newTask(crypto.randomUUID(), body.type);
      renumber([created, ...[...tasksTable.all()].sort(byOrder)]);
      return tasksTable.find(created.id) ?? created;
    },
  ),
  pageEndpoint(
    tasksEndpoints.changeTask,
    {
      rule: 'Body {id, task}: the fields merged (not id, type or order; known tags and members, priority 0-2); the task, null for an unknown id.',
      body: idAndChange('task', taskChangeSchema),
    },
    ({ body }) => {
      checkReferences(body.task);
      return tasksTable.patch(body.id, body.task);
    },
  ),
  pageEndpoint(tasksEndpoints.deleteTask, { rule: 'Query id: removes the task; true.', query: idQuery }, ({ query }) => {
    tasksTable.remove(query.id);
    return true;
  }),
  pageEndpoint(tasksEndpoints.tags, { rule: 'Every task tag, newest first.' }, () => taskTagsTable.all()),
  ...tagEndpoints({
    page: 'sample-apps',
    contracts: tasksEndpoints.tag,
    tags: taskTagsTable,
    strip: (id) => tasksTable.removeReference('tags', id),
    carrier: 'task',
    title: tagTitle,
  }),
  pageEndpoint(tasksEndpoints.members, { rule: 'The people a task can be given to (not in the template, whose data has them).' }, () =>
    taskMembersTable.all(),
  ),
]);
