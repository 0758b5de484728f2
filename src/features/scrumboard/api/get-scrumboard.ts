import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { scrumboardEndpoints } from '../endpoints';

export const scrumboardKeys = {
  all: ['scrumboard'] as const,
  boards: ['scrumboard', 'boards'] as const,
  board: (id: string) => ['scrumboard', 'board', id] as const,
  labels: (boardId: string) => ['scrumboard', 'labels', boardId] as const,
  members: ['scrumboard', 'members'] as const,
};

export const boardsQueryOptions = () =>
  queryOptions({ queryKey: scrumboardKeys.boards, queryFn: ({ signal }) => http.call(scrumboardEndpoints.boards, { signal }) });

export const useBoards = () => useQuery(boardsQueryOptions());

/** A board with its lists and cards, each in position order. */
export const boardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scrumboardKeys.board(id),
    queryFn: ({ signal }) => http.call(scrumboardEndpoints.board, { query: { id }, signal }),
  });

export const useBoard = (id: string) => useQuery(boardQueryOptions(id));

export const boardLabelsQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: scrumboardKeys.labels(boardId),
    queryFn: ({ signal }) => http.call(scrumboardEndpoints.labels, { query: { boardId }, signal }),
  });

export const useBoardLabels = (boardId: string) => useQuery(boardLabelsQueryOptions(boardId));

/** The people boards and cards can have: the same for the whole visit. */
export const scrumboardMembersQueryOptions = () =>
  queryOptions({
    queryKey: scrumboardKeys.members,
    queryFn: ({ signal }) => http.call(scrumboardEndpoints.members, { signal }),
    staleTime: Infinity,
  });

export const useScrumboardMembers = () => useQuery(scrumboardMembersQueryOptions());
