import { http } from '@/lib/http';
import { useOptimisticMutation, shownBeforeSaved } from '@/lib/query';
import { type Chat, type ChatSummary } from '../types';
import { quickChatEndpoints } from '../endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox } from '../outbox';
import { chatQueryOptions, chatsQueryOptions, type ShownChat } from './get-chats';

/**
 * Opening a chat reads it: its unread count goes to 0 (`PATCH api/apps/chat/chat {id, chat}`). A
 * refused change brings the count back; `onRolledBack` says so.
 */
export function useMarkChatRead(onRolledBack?: () => void) {
  return useOptimisticMutation<ChatSummary[], string, Chat | null>({
    ...(onRolledBack ? { onRolledBack } : {}),
    queryKey: chatsQueryOptions().queryKey,
    mutationFn: (id) => http.call(quickChatEndpoints.changeChat, { body: { id, chat: { unreadCount: 0 } } }),
    apply: (chats, id) => chats.map((chat) => (chat.id === id ? { ...chat, unreadCount: 0 } : chat)),
    // A chat the server no longer has answers null: the list keeps what it shows until it is fetched again.
    settle: (chats, saved) =>
      saved ? chats.map((chat) => (chat.id === saved.id ? { ...chat, unreadCount: saved.unreadCount } : chat)) : chats,
  });
}

export interface Outgoing {
  /** Made here, so that a resend of the same message can never arrive twice. */
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  createdAt: string;
}

export const sendMessage = (message: Outgoing) =>
  http.call(quickChatEndpoints.sendMessage, { body: { id: message.id, chatId: message.chatId, value: message.value } });

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
