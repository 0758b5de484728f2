import { useQueryClient } from '@tanstack/react-query';
import { chatQueryOptions, chatsQueryOptions, quickChatEndpoints, type Chat, type ChatSummary } from '@/features/quick-chat';
import { http } from '@/lib/http';
import { useOptimisticMutation } from '@/lib/query';

export interface MuteChange {
  id: string;
  muted: boolean;
}

/**
 * Mute or unmute a chat (`PATCH api/apps/chat/chat {id, chat: {muted}}`): the list shows it at once;
 * a refused change comes back and `onRolledBack` says so. The open conversation follows the answer.
 */
export function useMuteChat(onRolledBack: (change: MuteChange) => void) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<ChatSummary[], MuteChange, Chat | null>({
    queryKey: chatsQueryOptions().queryKey,
    mutationFn: ({ id, muted }) => http.call(quickChatEndpoints.changeChat, { body: { id, chat: { muted } } }),
    apply: (chats, { id, muted }) => chats.map((chat) => (chat.id === id ? { ...chat, muted } : chat)),
    settle: (chats, saved) => (saved ? chats.map((chat) => (chat.id === saved.id ? { ...chat, muted: saved.muted } : chat)) : chats),
    onSaved: (saved) => {
      if (saved) queryClient.setQueryData(chatQueryOptions(saved.id).queryKey, (chat) => (chat ? { ...chat, muted: saved.muted } : chat));
    },
    onRolledBack: (_error, change) => onRolledBack(change),
  });
}
