import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useOptimisticMutation, useTagChanges, type TagEdit } from '@/lib/query';
import type { Task, TaskChange, TaskTag, TaskType } from '../schemas';
import { tasksKeys } from './get-tasks';
import { tasksEndpoints } from '../endpoints';

const numbered = (tasks: readonly Task[]) => tasks.map((task, order) => (task.order === order ? task : { ...task, order }));

/** `POST api/apps/tasks/task {type}`: the server's blank task goes on top, every order renumbered as the server did. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: TaskType) => http.call(tasksEndpoints.createTask, { body: { type } }),
    onSuccess: (created) => {
      queryClient.setQueryData<Task[]>(tasksKeys.list, (tasks) =>
        tasks ? numbered([created, ...tasks.filter((task) => task.id !== created.id)]) : tasks,
      );
      void queryClient.invalidateQueries({ queryKey: tasksKeys.list });
    },
  });
}

export interface TaskUpdate {
  id: string;
  change: TaskChange;
}

/**
 * `PATCH api/apps/tasks/task {id, task}`: the change shows at once; a refused one goes back to
 * what the server holds, and `onRolledBack` says so.
 */
export function useUpdateTask(onRolledBack: (error: unknown, update: TaskUpdate) => void) {
  return useOptimisticMutation<Task[], TaskUpdate, Task | null>({
    queryKey: tasksKeys.list,
    mutationFn: ({ id, change }) => http.call(tasksEndpoints.changeTask, { body: { id, task: change } }),
    apply: (tasks, { id, change }) => tasks.map((task) => (task.id === id ? { ...task, ...change } : task)),
    settle: (tasks, saved) => (saved ? tasks.map((task) => (task.id === saved.id ? saved : task)) : tasks),
    onRolledBack,
  });
}

/**
 * A task as the list holds it now, including a change made a moment ago that has not been rendered
 * yet: a second quick change (a tick, then a move) builds on the first instead of undoing it.
 */
export function useLatestTask() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.getQueryData<Task[]>(tasksKeys.list)?.find((task) => task.id === id);
}

/** `DELETE api/apps/tasks/task?id`: gone at once, back in its place if the server refuses. */
export function useDeleteTask(onRolledBack: (task: Task) => void) {
  return useOptimisticMutation<Task[], Task, boolean>({
    queryKey: tasksKeys.list,
    mutationFn: (task) => http.call(tasksEndpoints.deleteTask, { query: { id: task.id } }),
    apply: (tasks, gone) => tasks.filter((task) => task.id !== gone.id),
    settle: (tasks, _answer, gone) => tasks.filter((task) => task.id !== gone.id),
    onRolledBack: (_error, task) => onRolledBack(task),
  });
}

/**
 * `PATCH api/apps/tasks/order {tasks}`: the list shows the new order at once and the server numbers
 * each task by its place; a refused reorder puts the list back.
 */
export function useReorderTasks(onRolledBack: () => void) {
  return useOptimisticMutation<Task[], string[], Task[]>({
    queryKey: tasksKeys.list,
    mutationFn: (ids) => http.call(tasksEndpoints.order, { body: { tasks: ids.map((id) => ({ id })) } }),
    apply: (tasks, ids) => {
      const byId = new Map(tasks.map((task) => [task.id, task]));
      return numbered(ids.map((id) => byId.get(id)).filter((task): task is Task => !!task));
    },
    settle: (_tasks, saved) => [...saved].sort((a, b) => a.order - b.order),
    onRolledBack: () => onRolledBack(),
  });
}

/** The tasks' tags; a deleted one leaves every task, so the tasks are fetched again. */
export function useTaskTagChanges(onRolledBack: (change: TagEdit<TaskTag>) => void) {
  const queryClient = useQueryClient();
  return useTagChanges<TaskTag>({
    tagsKey: tasksKeys.tags,
    contracts: tasksEndpoints.tag,
    onDeleted: () => void queryClient.invalidateQueries({ queryKey: tasksKeys.list }),
    onRolledBack,
  });
}
