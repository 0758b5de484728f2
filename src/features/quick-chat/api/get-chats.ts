import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedIn } from '@/lib/auth';
import { http } from '@/lib/http';
import type { ChatSummary } from '../types';
import { quickChatEndpoints } from '../endpoints';

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: ['chats'] as const,
    queryFn: ({ signal }) => http.get<ChatSummary[]>(quickChatEndpoints.chats, { signal }),
  });

/** The conversation list, newest first, for a signed-in user. */
export function useChats() {
  return useQuery({ ...chatsQueryOptions(), enabled: useSignedIn() });
}
