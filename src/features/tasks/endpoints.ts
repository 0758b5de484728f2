import { contract, tagContracts, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { Task, TaskChange, TaskMember, TaskTag, TaskType } from './schemas';

const task = 'api/apps/tasks/task';

/**
 * The endpoints of tasks, relative to the API base: the feature's API functions call them and the
 * fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const tasksEndpoints = {
  all: contract.get<{ answer: Task[] }>('api/apps/tasks/all'),
  /** Title matches come back in `<mark>`; an empty query answers null. */
  search: contract.get<{ query: { query: string }; answer: Task[] | null }>('api/apps/tasks/search'),
  /** Each listed task gets its position as its order; answers every task. */
  order: contract.patch<{ body: { tasks: { id: string }[] }; answer: Task[] }>('api/apps/tasks/order'),
  task: contract.get<{ query: IdQuery; answer: Task | null }>(task),
  createTask: contract.post<{ body: { type: TaskType }; answer: Task }>(task),
  changeTask: contract.patch<{ body: IdAndChange<'task', TaskChange>; answer: Task | null }>(task),
  deleteTask: contract.delete<{ query: IdQuery; answer: boolean }>(task),
  tags: contract.get<{ answer: TaskTag[] }>('api/apps/tasks/tags'),
  tag: tagContracts<TaskTag>('api/apps/tasks/tag'),
  members: contract.get<{ answer: TaskMember[] }>('api/apps/tasks/members'),
};
