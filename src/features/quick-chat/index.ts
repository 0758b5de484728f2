export { chatQueryOptions, chatsQueryOptions, useChats } from './api/get-chats';
export { useMarkChatRead } from './api/change-chats';
export { Conversation } from './LazyConversation';
export { useOutboxLeaveGuard } from './outbox';
export { QuickChat } from './QuickChat';
export type { Chat, ChatContact, ChatContactDetails, ChatMessage, ChatProfile, ChatSummary } from './types';
export { quickChatEndpoints } from './endpoints';
