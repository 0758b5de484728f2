/**
 * The endpoints of messages, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const messagesEndpoints = {
  messages: 'api/common/messages',
} as const;
