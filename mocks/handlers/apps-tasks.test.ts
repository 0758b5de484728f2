import { describe, expect, it } from 'vitest';
import type { Task, TaskMember, TaskTag } from '@/features/tasks';
import { fetchSignedIn, serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;
const all = () => api.get<Task[]>('api/apps/tasks/all');
const send = (method: string, path: string, body: unknown) =>
  fetchSignedIn(`http://localhost/${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('api/apps/tasks: creating', () => {
  it.each(['task', 'section'] as const)(
    'puts a blank %s with the spec defaults on top and renumbers every order by position',
    async (type) => {
      const before = await all();
      const created = await api.post<Task>('api/apps/tasks/task', { type });
      expect(created).toMatchObject({
        type,
        title: '',
        notes: null,
        completed: false,
        dueDate: null,
        priority: 1,
        tags: [],
        subTasks: [],
        assignedTo: null,
        order: 0,
      });
      const after = await all();
      expect(after.map((task) => task.id)).toEqual([created.id, ...before.map((task) => task.id)]);
      expect(after.map((task) => task.order)).toEqual(after.map((_task, index) => index));
    },
  );

  it('refuses a type that is neither task nor section', async () => {
    expect((await send('POST', 'api/apps/tasks/task', { type: 'epic' })).status).toBe(400);
  });
});

describe('api/apps/tasks: changing', () => {
  it('merges a change and keeps what it does not name', async () => {
    const task = (await all()).find((entry) => entry.type === 'task')!;
    const [member] = await api.get<TaskMember[]>('api/apps/tasks/members');
    const changed = await api.patch<Task>('api/apps/tasks/task', {
      id: task.id,
      task: { title: 'Neu', priority: 2, assignedTo: member!.id, subTasks: [{ id: 's1', title: 'Anrufen', completed: true }] },
    });
    expect(changed).toEqual({
      ...task,
      title: 'Neu',
      priority: 2,
      assignedTo: member!.id,
      subTasks: [{ id: 's1', title: 'Anrufen', completed: true }],
    });
  });

  it.each([
    ['a priority out of range', { priority: 3 }, 'task.priority'],
    ['a made-up tag', { tags: ['no-such-tag'] }, 'task.tags'],
    ['a made-up member', { assignedTo: 'nobody' }, 'task.assignedTo'],
    ['a due date that is not a date', { dueDate: 'tomorrow' }, 'task.dueDate'],
    ['its order, which only reordering sets', { order: 5 }, 'task'],
    ['a title longer than 200 characters', { title: 'x'.repeat(201) }, 'task.title'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, change, field) => {
    const task = (await all()).find((entry) => entry.type === 'task')!;
    const answer = await send('PATCH', 'api/apps/tasks/task', { id: task.id, task: change });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { field: string }).field).toBe(field);
    expect(await api.get('api/apps/tasks/task', { params: { id: task.id } })).toEqual(task);
  });

  it('deletes a task, and answers null for it afterwards', async () => {
    const [first] = await all();
    expect(await api.delete('api/apps/tasks/task', { params: { id: first!.id } })).toBe(true);
    expect(await api.get('api/apps/tasks/task', { params: { id: first!.id } })).toBeNull();
  });
});

describe('api/apps/tasks/order', () => {
  it("sets each task's order to its position in the list given, and answers every task", async () => {
    const tasks = await all();
    const reversed = [...tasks].reverse();
    const answer = await api.patch<Task[]>('api/apps/tasks/order', { tasks: reversed });
    expect([...answer].sort((a, b) => a.order - b.order).map((task) => task.id)).toEqual(reversed.map((task) => task.id));
    expect((await all()).map((task) => task.id)).toEqual(reversed.map((task) => task.id));
  });

  it('puts the tasks a list leaves out after those it names, in their order', async () => {
    const tasks = await all();
    await api.patch('api/apps/tasks/order', { tasks: [tasks[2], tasks[0]] });
    expect((await all()).map((task) => task.id)).toEqual([
      tasks[2]!.id,
      tasks[0]!.id,
      tasks[1]!.id,
      ...tasks.slice(3).map((task) => task.id),
    ]);
  });

  it.each([
    ['an unknown id', (tasks: Task[]) => [{ id: 'nope' }, ...tasks]],
    ['a task listed twice', (tasks: Task[]) => [tasks[0], ...tasks]],
  ])('refuses %s and keeps the order', async (_case, list) => {
    const tasks = await all();
    expect((await send('PATCH', 'api/apps/tasks/order', { tasks: list(tasks) })).status).toBe(400);
    expect(await all()).toEqual(tasks);
  });
});

describe('api/apps/tasks/tag', () => {
  it('puts a new tag first, renames it, and strips a deleted tag from every task that had it', async () => {
    const [tag] = await api.get<TaskTag[]>('api/apps/tasks/tags');
    const tagged = (await all()).filter((task) => task.tags.includes(tag!.id));
    expect(tagged.length).toBeGreaterThan(0);
    const created = await api.post<TaskTag>('api/apps/tasks/tag', { tag: { title: 'Rückruf' } });
    expect((await api.get<TaskTag[]>('api/apps/tasks/tags'))[0]).toEqual(created);
    expect(await api.patch('api/apps/tasks/tag', { id: created.id, tag: { title: 'Rückrufe' } })).toEqual({
      id: created.id,
      title: 'Rückrufe',
    });
    expect(await api.delete('api/apps/tasks/tag', { params: { id: tag!.id } })).toBe(true);
    expect((await all()).some((task) => task.tags.includes(tag!.id))).toBe(false);
  });

  it('refuses an empty title', async () => {
    expect((await send('POST', 'api/apps/tasks/tag', { tag: { title: ' ' } })).status).toBe(400);
  });
});

describe('api/apps/tasks/members', () => {
  it('lists the 20 people tasks can be given to, and some tasks are given to them', async () => {
    const members = await api.get<TaskMember[]>('api/apps/tasks/members');
    expect(members).toHaveLength(20);
    const ids = new Set(members.map((member) => member.id));
    const assigned = (await all()).filter((task) => task.assignedTo);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.every((task) => ids.has(task.assignedTo!))).toBe(true);
  });
});
