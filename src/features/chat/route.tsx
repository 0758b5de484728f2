import { chatQueryOptions, chatsQueryOptions } from '@/features/quick-chat';
import type { PageRoute } from '@/lib/query';
import { chatContactsQueryOptions, chatProfileQueryOptions } from './api/get-chat-people';
import { ChatPage } from './ChatPage';

/** `/{lang}/apps/chat/:chatId?`: the conversations, the people and the user's profile, and the open conversation. */
export const chatRoute: PageRoute = {
  Component: ChatPage,
  prefetch: (queryClient, { params: { chatId } }) => {
    void queryClient.prefetchQuery(chatsQueryOptions());
    void queryClient.prefetchQuery(chatProfileQueryOptions());
    void queryClient.prefetchQuery(chatContactsQueryOptions());
    if (chatId) void queryClient.prefetchQuery(chatQueryOptions(chatId));
  },
};
