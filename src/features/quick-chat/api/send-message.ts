import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { shownBeforeSaved } from '@/lib/query';
import { outbox } from '../outbox';
import type { ChatMessage, ChatSummary } from '../types';
import { chatQueryOptions, type ShownChat } from './get-chat';
import { chatsQueryOptions } from './get-chats';
import { quickChatEndpoints } from '../endpoints';

export interface Outgoing {
  /** Made here, so that a resend of the same message can never arrive twice. */
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  createdAt: string;
}

export const sendMessage = (message: Outgoing) =>
  http.post<ChatMessage>(quickChatEndpoints.message, { id: message.id, chatId: message.chatId, value: message.value });

/**
 * Sending shows the message at once, from the outbox. If the server refuses, the message stays there,
 * marked as not sent, and can be sent again; a resend carries the same id, so the server keeps it once.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: sendMessage,
    meta: shownBeforeSaved,
    onMutate: async (outgoing) => {
      // A fetch of the conversation already on its way cannot know the message: it must not land after it.
      await queryClient.cancelQueries({ queryKey: chatQueryOptions(outgoing.chatId).queryKey });
      outbox.sending(outgoing);
    },
    onError: (_error, outgoing) => outbox.failed(outgoing),
    onSuccess: (saved, outgoing) => {
      queryClient.setQueryData<ShownChat>(chatQueryOptions(outgoing.chatId).queryKey, (chat) =>
        chat && !chat.messages.some((message) => message.id === saved.id) ? { ...chat, messages: [...chat.messages, saved] } : chat,
      );
      outbox.delivered([outgoing.id]);
      queryClient.setQueryData<ChatSummary[]>(chatsQueryOptions().queryKey, (chats) =>
        chats?.map((chat) => (chat.id === outgoing.chatId ? { ...chat, lastMessage: saved.value, lastMessageAt: saved.createdAt } : chat)),
      );
    },
  });
}
