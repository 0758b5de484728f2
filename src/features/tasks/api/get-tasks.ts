import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { tasksEndpoints } from '../endpoints';

export const tasksKeys = {
  all: ['tasks'] as const,
  list: ['tasks', 'list'] as const,
  tags: ['tasks', 'tags'] as const,
  members: ['tasks', 'members'] as const,
};

/** Every task and section in order: the list and the open task both read it. */
export const tasksQueryOptions = () =>
  queryOptions({ queryKey: tasksKeys.list, queryFn: ({ signal }) => http.call(tasksEndpoints.all, { signal }) });

export const useTasks = () => useQuery(tasksQueryOptions());

export const taskTagsQueryOptions = () =>
  queryOptions({ queryKey: tasksKeys.tags, queryFn: ({ signal }) => http.call(tasksEndpoints.tags, { signal }) });

export const useTaskTags = () => useQuery(taskTagsQueryOptions());

/** The people a task can be given to: the same for the whole visit. */
export const taskMembersQueryOptions = () =>
  queryOptions({
    queryKey: tasksKeys.members,
    queryFn: ({ signal }) => http.call(tasksEndpoints.members, { signal }),
    staleTime: Infinity,
  });

export const useTaskMembers = () => useQuery(taskMembersQueryOptions());
