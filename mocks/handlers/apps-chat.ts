import type { Chat, ChatContact, ChatContactDetails, ChatMessage, ChatSummary } from '@/features/quick-chat';
import {
  chatChangeSchema,
  chatContactDetailsSchema,
  chatMessageInputSchema,
  storedChatSchema,
  type StoredChat,
} from '@/features/quick-chat/schemas';
import { defineArea, endpoint, idAndChange, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import prebuiltChats from 'virtual:sample-data/chat';
import { byName } from '../data/by-name';
import { chatProfile } from '../data/chat-profile';
import { chatEndpoints } from '@/features/chat/endpoints';
import { quickChatEndpoints } from '@/features/quick-chat/endpoints';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

/**
 * Contacts and chats come from one sample (each chat is with one of the contacts), made when the app
 * is built: the team chat beside every page lists them, and the browser need not load faker for it.
 */
const chatSample = () => structuredClone(prebuiltChats);

export const chatContactsTable = defineCollection('chat-contacts', {
  schema: chatContactDetailsSchema,
  version: 2,
  seed: () => chatSample().contacts,
});
export const chatsTable = defineCollection('chats', { schema: storedChatSchema, version: 1, seed: () => chatSample().chats });

const newestFirst = <T extends { lastMessageAt: string }>(a: T, b: T) => b.lastMessageAt.localeCompare(a.lastMessageAt);

/** A contact without its details and attachments: what lists carry. */
const brief = ({ details: _details, attachments: _attachments, ...contact }: ChatContactDetails): ChatContact => contact;

const contactOf = (contactId: string): ChatContact => {
  const contact = chatContactsTable.find(contactId);
  return contact ? brief(contact) : { id: contactId, name: '', avatar: null };
};

const withContact = (chat: StoredChat): Chat => ({ ...chat, contact: contactOf(chat.contactId) });

/** A chat of the list: its contact, without the conversation. */
const summaryOf = ({ messages: _messages, ...chat }: StoredChat): ChatSummary => ({ ...chat, contact: contactOf(chat.contactId) });

/**
 * The chat endpoints (template-apps.md point 7, Chat), plus `POST api/apps/chat/message`, which
 * the template leaves out: a sent message gets its id and time from the server. An unknown chat id
 * answers 200 with nothing (template-apps.md point 8); the client says 'Could not found chat…'.
 */
export const chatArea = defineArea('Chat', [
  pageEndpoint(quickChatEndpoints.chats, { rule: 'Every chat with its contact, newest message first.' }, () =>
    chatsTable.all().map(summaryOf).sort(newestFirst),
  ),

  pageEndpoint(
    quickChatEndpoints.chat,
    { rule: 'Query id: the chat with its contact and messages; null for an unknown id.', query: idQuery },
    ({ query }) => {
      const chat = chatsTable.find(query.id);
      return chat ? withContact(chat) : null;
    },
  ),

  pageEndpoint(
    quickChatEndpoints.changeChat,
    {
      rule: 'Body {id, chat}: unreadCount and muted merged; the updated chat, null for an unknown id.',
      body: idAndChange('chat', chatChangeSchema),
    },
    ({ body }) => {
      const updated = chatsTable.patch(body.id, body.chat);
      return updated ? withContact(updated) : null;
    },
  ),

  pageEndpoint(
    quickChatEndpoints.sendMessage,
    {
      rule: 'Body {id?, chatId, value}: the message with the server time, added to the chat; a resend of a known id is kept once.',
      body: chatMessageInputSchema,
    },
    ({ body: { id, chatId, value } }) => {
      const chat = chatsTable.find(chatId) ?? refuse('chatId', 'No chat has this id.');
      // A resend of a message the server already has (its answer was lost) is not kept twice.
      const known = id ? chat.messages.find((message) => message.id === id) : undefined;
      if (known) return known;
      const message: ChatMessage = {
        id: id ?? crypto.randomUUID(),
        chatId,
        contactId: chat.contactId,
        value,
        createdAt: new Date().toISOString(),
        isMine: true,
      };
      chatsTable.patch(chatId, { messages: [...chat.messages, message], lastMessage: value, lastMessageAt: message.createdAt });
      return message;
    },
  ),

  pageEndpoint(chatEndpoints.contacts, { rule: 'The chat contacts, sorted by name, without details and attachments.' }, () =>
    chatContactsTable.all().map(brief).sort(byName),
  ),
  pageEndpoint(
    chatEndpoints.contact,
    { rule: 'Query id: one contact with about, details and attachments (media, docs, links); null for an unknown id.', query: idQuery },
    ({ query }) => chatContactsTable.find(query.id),
  ),
  pageEndpoint(chatEndpoints.profile, { rule: "The user's own chat profile." }, () => chatProfile),
]);
