export { ChatNotFoundError, chatQueryOptions, getChat } from './api/get-chat';
export { chatsQueryOptions, useChats } from './api/get-chats';
export { QuickChat, type QuickChatProps } from './QuickChat';
export type { Chat, ChatContact, ChatMessage, ChatMessageInput, ChatSummary } from './types';
