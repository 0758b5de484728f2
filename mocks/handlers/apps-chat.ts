import { http, HttpResponse } from 'msw';
import type { Chat, ChatMessage } from '@/features/quick-chat';
import { defineTable } from '../db';
import { chatProfile, createChats, type ChatTables } from '../data/chat';
import { byName } from '../data/contacts';

export const chatTable = defineTable<ChatTables>('chat', () => createChats());

export const chatNotFound = (id: string | null) => `Could not found chat with id of ${id}!`;

const newestFirst = <T extends { lastMessageAt: string }>(a: T, b: T) => b.lastMessageAt.localeCompare(a.lastMessageAt);

function withContact({ messages, ...chat }: ChatTables['chats'][number]) {
  const contact = chatTable.get().contacts.find((item) => item.id === chat.contactId);
  return { chat: { ...chat, contact: contact ?? { id: chat.contactId, name: '', avatar: null } }, messages };
}

function updateChat(id: string, change: (chat: ChatTables['chats'][number]) => ChatTables['chats'][number]) {
  let updated: ChatTables['chats'][number] | null = null;
  chatTable.update((tables) => ({
    ...tables,
    chats: tables.chats.map((chat) => (chat.id === id ? (updated = change(chat)) : chat)),
  }));
  return updated as ChatTables['chats'][number] | null;
}

/**
 * The chat endpoints (template-apps.md point 7, Chat), plus `POST api/apps/chat/message`, which
 * the template leaves out: a sent message gets its id and time from the server.
 */
export const chatHandlers = [
  http.get('*/api/apps/chat/chats', () => HttpResponse.json(chatTable.get().chats.map((chat) => withContact(chat).chat).sort(newestFirst))),

  http.get('*/api/apps/chat/chat', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const found = chatTable.get().chats.find((chat) => chat.id === id);
    if (!found) return HttpResponse.json({ message: chatNotFound(id) }, { status: 404 });
    const { chat, messages } = withContact(found);
    return HttpResponse.json({ ...chat, messages } satisfies Chat);
  }),

  /** Merges the given fields (e.g. `unreadCount: 0` when the chat is read, `muted`). */
  http.patch('*/api/apps/chat/chat', async ({ request }) => {
    const { id, chat } = ((await request.json().catch(() => null)) ?? {}) as { id?: string; chat?: Partial<Chat> };
    if (!id || !chat || typeof chat !== 'object') return HttpResponse.json({ message: 'Body must be { id, chat }' }, { status: 400 });
    const { id: _id, contact: _contact, messages: _messages, ...fields } = chat;
    const updated = updateChat(id, (current) => ({ ...current, ...fields }));
    if (!updated) return HttpResponse.json({ message: chatNotFound(id) }, { status: 404 });
    const { chat: merged, messages } = withContact(updated);
    return HttpResponse.json({ ...merged, messages });
  }),

  http.post('*/api/apps/chat/message', async ({ request }) => {
    const { id, chatId, value } = ((await request.json().catch(() => null)) ?? {}) as { id?: string; chatId?: string; value?: unknown };
    if (!chatId || typeof value !== 'string' || !value.trim()) {
      return HttpResponse.json({ message: 'Body must be { chatId, value } with some text' }, { status: 400 });
    }
    const chat = chatTable.get().chats.find((item) => item.id === chatId);
    if (!chat) return HttpResponse.json({ message: chatNotFound(chatId) }, { status: 404 });
    // A resend of a message the server already has (its answer was lost) is not kept twice.
    const known = chat.messages.find((message) => id && message.id === id);
    if (known) return HttpResponse.json(known);
    const message: ChatMessage = { id: id || crypto.randomUUID(), chatId, contactId: chat.contactId, value, createdAt: new Date().toISOString(), isMine: true };
    updateChat(chatId, (current) => ({ ...current, messages: [...current.messages, message], lastMessage: value, lastMessageAt: message.createdAt }));
    return HttpResponse.json(message);
  }),

  http.get('*/api/apps/chat/contacts', () => HttpResponse.json([...chatTable.get().contacts].sort(byName))),
  http.get('*/api/apps/chat/contact', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    return HttpResponse.json(chatTable.get().contacts.find((contact) => contact.id === id) ?? null);
  }),
  http.get('*/api/apps/chat/profile', () => HttpResponse.json(chatProfile)),
];
