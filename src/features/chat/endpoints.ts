import { contract, type IdQuery } from '@/lib/contract';
import type { ChatContact, ChatContactDetails, ChatProfile } from '@/features/quick-chat';

/**
 * The endpoints of the chat app's people, relative to the API base: the feature's API functions
 * call them and the fake backend answers them, so that each is written once, with what it sends
 * and answers. The chats themselves are the quick chat's.
 */
export const chatEndpoints = {
  contacts: contract.get<{ answer: ChatContact[] }>('api/apps/chat/contacts'),
  contact: contract.get<{ query: IdQuery; answer: ChatContactDetails | null }>('api/apps/chat/contact'),
  profile: contract.get<{ answer: ChatProfile }>('api/apps/chat/profile'),
};
