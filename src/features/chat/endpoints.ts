/**
 * The endpoints of chat, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const chatEndpoints = {
  contact: 'api/apps/chat/contact',
  contacts: 'api/apps/chat/contacts',
  profile: 'api/apps/chat/profile',
} as const;
