import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedIn } from '@/lib/auth';
import { http } from '@/lib/http';
import { type Chat, type ChatMessage } from '../types';
import { quickChatEndpoints } from '../endpoints';

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: ['chats'] as const,
    queryFn: ({ signal }) => http.call(quickChatEndpoints.chats, { signal }),
  });

/** The conversation list, newest first, for a signed-in user. */
export function useChats() {
  return useQuery({ ...chatsQueryOptions(), enabled: useSignedIn() });
}

/** The server has no chat with this id (spec point 5). */
export class ChatNotFoundError extends Error {
  override name = 'ChatNotFoundError';
  constructor(readonly chatId: string) {
    super(`Could not found chat with id of ${chatId}!`);
  }
}

/** A message as the conversation shows it: a sent one has no state; one of mine may be on its way or refused. */
export type ShownMessage = ChatMessage & { delivery?: 'sending' | 'failed' };
export type ShownChat = Omit<Chat, 'messages'> & { messages: ShownMessage[] };

/** The server answers an unknown id with nothing (template-apps.md point 8); saying so is the client's part. */
export async function getChat(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ShownChat> {
  const chat = await http.call(quickChatEndpoints.chat, { query: { id }, ...(signal ? { signal } : {}) });
  if (!chat) throw new ChatNotFoundError(id);
  return chat;
}

export const chatQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['chats', id] as const,
    queryFn: ({ signal }) => getChat(id, { signal }),
    // A missing chat stays missing: asking again would only delay saying so.
    retry: (count, error) => !(error instanceof ChatNotFoundError) && count < 2,
  });

export function useChat(id: string | null) {
  return useQuery({ ...chatQueryOptions(id ?? ''), enabled: id !== null });
}
