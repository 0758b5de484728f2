import { http } from '@/lib/http';
import { useOptimisticMutation } from '@/lib/query';
import type { Chat, ChatSummary } from '../types';
import { chatsQueryOptions } from './get-chats';
import { quickChatEndpoints } from '../endpoints';

/**
 * Opening a chat reads it: its unread count goes to 0 (`PATCH api/apps/chat/chat {id, chat}`). A
 * refused change brings the count back; `onRolledBack` says so.
 */
export function useMarkChatRead(onRolledBack?: () => void) {
  return useOptimisticMutation<ChatSummary[], string, Chat>({
    ...(onRolledBack ? { onRolledBack } : {}),
    queryKey: chatsQueryOptions().queryKey,
    mutationFn: (id) => http.patch<Chat>(quickChatEndpoints.chat, { id, chat: { unreadCount: 0 } }),
    apply: (chats, id) => chats.map((chat) => (chat.id === id ? { ...chat, unreadCount: 0 } : chat)),
    settle: (chats, saved) => chats.map((chat) => (chat.id === saved.id ? { ...chat, unreadCount: saved.unreadCount } : chat)),
  });
}
