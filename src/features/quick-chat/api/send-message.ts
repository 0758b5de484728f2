import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { shownBeforeSaved } from '@/lib/query';
import type { ChatMessage, ChatSummary } from '../types';
import { chatQueryOptions, type ShownChat, type ShownMessage } from './get-chat';
import { chatsQueryOptions } from './get-chats';

export interface Outgoing {
  /** Made here, so that a resend of the same message can never arrive twice. */
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  createdAt: string;
}

export const sendMessage = (message: Outgoing) =>
  http.post<ChatMessage>('api/apps/chat/message', { id: message.id, chatId: message.chatId, value: message.value });

/**
 * Sending shows the message at once. If the server refuses, the message stays, marked as not sent,
 * and can be sent again; a resend carries the same id, so the server keeps it once.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const setMessage = (chatId: string, id: string, change: (message: ShownMessage | undefined) => ShownMessage) =>
    queryClient.setQueryData<ShownChat>(chatQueryOptions(chatId).queryKey, (chat) => {
      if (!chat) return chat;
      const exists = chat.messages.some((message) => message.id === id);
      return {
        ...chat,
        messages: exists ? chat.messages.map((message) => (message.id === id ? change(message) : message)) : [...chat.messages, change(undefined)],
      };
    });

  return useMutation({
    mutationFn: sendMessage,
    meta: shownBeforeSaved,
    onMutate: async (outgoing) => {
      await queryClient.cancelQueries({ queryKey: chatQueryOptions(outgoing.chatId).queryKey });
      setMessage(outgoing.chatId, outgoing.id, () => ({ ...outgoing, isMine: true, delivery: 'sending' }));
    },
    onError: (_error, outgoing) => setMessage(outgoing.chatId, outgoing.id, (message) => ({ ...(message ?? { ...outgoing, isMine: true }), delivery: 'failed' })),
    onSuccess: (saved, outgoing) => {
      setMessage(outgoing.chatId, outgoing.id, () => saved);
      queryClient.setQueryData<ChatSummary[]>(chatsQueryOptions().queryKey, (chats) =>
        chats?.map((chat) => (chat.id === outgoing.chatId ? { ...chat, lastMessage: saved.value, lastMessageAt: saved.createdAt } : chat)),
      );
    },
  });
}
