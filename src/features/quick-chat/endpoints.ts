/**
 * The endpoints of quick chat, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const quickChatEndpoints = {
  chat: 'api/apps/chat/chat',
  chats: 'api/apps/chat/chats',
  message: 'api/apps/chat/message',
} as const;
