import { contract, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { Chat, ChatMessage, ChatSummary } from './types';

const chat = 'api/apps/chat/chat';

/**
 * The endpoints of the chats (the quick chat and the chat app), relative to the API base: the
 * features' API functions call them and the fake backend answers them, so that each is written
 * once, with what it sends and answers.
 */
export const quickChatEndpoints = {
  chats: contract.get<{ answer: ChatSummary[] }>('api/apps/chat/chats'),
  /** An unknown id answers nothing (template-apps.md point 8). */
  chat: contract.get<{ query: IdQuery; answer: Chat | null }>(chat),
  changeChat: contract.patch<{ body: IdAndChange<'chat', { unreadCount?: number; muted?: boolean }>; answer: Chat | null }>(chat),
  /** A client id makes a resend count once; the server adds the time. */
  sendMessage: contract.post<{ body: { id?: string; chatId: string; value: string }; answer: ChatMessage }>('api/apps/chat/message'),
};
