export { ChatNotFoundError, chatQueryOptions, getChat } from './api/get-chat';
export { chatsQueryOptions, useChats } from './api/get-chats';
export { useMarkChatRead } from './api/mark-chat-read';
export type { ConversationProps } from './Conversation';
export { Conversation } from './LazyConversation';
export { useOutboxLeaveGuard } from './outbox';
export { QuickChat, type QuickChatProps } from './QuickChat';
export type { Chat, ChatContact, ChatContactDetails, ChatMessage, ChatMessageInput, ChatProfile, ChatSummary } from './types';
