import type { PageRoute } from '@/lib/query';
import { taskMembersQueryOptions, tasksQueryOptions, taskTagsQueryOptions } from './api/get-tasks';
import { TasksPage } from './TasksPage';

/** `/{lang}/apps/tasks/:taskId?`: the tasks (the open one is among them), their tags and the members. */
export const tasksRoute: PageRoute = {
  Component: TasksPage,
  prefetch: (queryClient) => {
    void queryClient.prefetchQuery(tasksQueryOptions());
    void queryClient.prefetchQuery(taskTagsQueryOptions());
    void queryClient.prefetchQuery(taskMembersQueryOptions());
  },
};
