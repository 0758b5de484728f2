import { describe, expect, it } from 'vitest';
import type { Chat, ChatContact, ChatContactDetails, ChatMessage, ChatProfile, ChatSummary } from '@/features/quick-chat';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;

describe('api/apps/chat', () => {
  it('lists 15 chats newest first, each with its contact and unread count, without messages', async () => {
    const chats = await api.get<ChatSummary[]>('api/apps/chat/chats');
    expect(chats).toHaveLength(15);
    const times = chats.map((chat) => chat.lastMessageAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(chats.every((chat) => chat.contact.name && !('messages' in chat))).toBe(true);
    expect(chats.some((chat) => chat.unreadCount > 0)).toBe(true);
  });

  it('answers one chat with its messages in order, across several days', async () => {
    const [summary] = await api.get<ChatSummary[]>('api/apps/chat/chats');
    const chat = await api.get<Chat>('api/apps/chat/chat', { params: { id: summary!.id } });
    expect(chat.contact).toEqual(summary!.contact);
    const times = chat.messages.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort());
    expect(chat.messages.some((message) => message.isMine) && chat.messages.some((message) => !message.isMine)).toBe(true);
  });

  it("answers 200 with nothing for a missing chat: saying so is the client's part (template-apps.md point 8)", async () => {
    await expect(api.get('api/apps/chat/chat', { params: { id: 'nope' } })).resolves.toBeNull();
  });

  it('refuses a message for a chat it does not have, naming the field', async () => {
    await expect(api.post('api/apps/chat/message', { chatId: 'nope', value: 'Hallo' })).rejects.toMatchObject({
      status: 400,
      body: { field: 'chatId' },
    });
  });

  it('refuses a message over 2000 characters, which the input never sends', async () => {
    const [chat] = await api.get<{ id: string }[]>('api/apps/chat/chats');
    await expect(api.post('api/apps/chat/message', { chatId: chat!.id, value: 'x'.repeat(2001) })).rejects.toMatchObject({ status: 400 });
    await expect(api.post('api/apps/chat/message', { chatId: chat!.id, value: 'x'.repeat(2000) })).resolves.toMatchObject({
      chatId: chat!.id,
    });
  });

  it('refuses control characters, which the input leaves out, and keeps line breaks and tabs', async () => {
    const [chat] = await api.get<{ id: string }[]>('api/apps/chat/chats');
    for (const value of ['Hallo\u0000', 'Hallo\u0007Welt', 'Hallo\u001b[31m', 'Hallo\u0085', '\u007f']) {
      await expect(api.post('api/apps/chat/message', { chatId: chat!.id, value }), JSON.stringify(value)).rejects.toMatchObject({
        status: 400,
        body: { field: 'value', reason: 'The message holds control characters.' },
      });
    }
    await expect(api.post('api/apps/chat/message', { chatId: chat!.id, value: 'Zeile 1\n\tZeile 2' })).resolves.toMatchObject({
      value: 'Zeile 1\n\tZeile 2',
    });
  });

  it('merges a PATCH (reading a chat clears its unread count)', async () => {
    const chats = await api.get<ChatSummary[]>('api/apps/chat/chats');
    const unread = chats.find((chat) => chat.unreadCount > 0)!;
    const updated = await api.patch<Chat>('api/apps/chat/chat', { id: unread.id, chat: { unreadCount: 0, muted: true } });
    expect(updated).toMatchObject({ id: unread.id, unreadCount: 0, muted: true });
    expect((await api.get<ChatSummary[]>('api/apps/chat/chats')).find((chat) => chat.id === unread.id)?.unreadCount).toBe(0);
  });

  it('appends a sent message once, even when it is sent again with the same id', async () => {
    const [summary] = await api.get<ChatSummary[]>('api/apps/chat/chats');
    const before = await api.get<Chat>('api/apps/chat/chat', { params: { id: summary!.id } });
    const body = { id: '3b0b5f5e-0000-4000-8000-000000000001', chatId: summary!.id, value: 'Bin unterwegs 🚆' };
    const sent = await api.post<ChatMessage>('api/apps/chat/message', body);
    const resent = await api.post<ChatMessage>('api/apps/chat/message', body);
    expect(resent).toEqual(sent);
    expect(sent).toMatchObject({ id: body.id, isMine: true, value: body.value });
    const after = await api.get<Chat>('api/apps/chat/chat', { params: { id: summary!.id } });
    expect(after.messages).toHaveLength(before.messages.length + 1);
    expect(after.lastMessage).toBe(body.value);
    await expect(api.post('api/apps/chat/message', { chatId: summary!.id, value: '  ' })).rejects.toMatchObject({ status: 400 });
  });

  it('answers contacts sorted by name, one contact and the profile', async () => {
    const contacts = await api.get<{ id: string; name: string }[]>('api/apps/chat/contacts');
    expect(contacts.map((contact) => contact.name)).toEqual(
      [...contacts.map((contact) => contact.name)].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect(await api.get('api/apps/chat/contact', { params: { id: contacts[0]!.id } })).toMatchObject({ id: contacts[0]!.id });
    expect(await api.get('api/apps/chat/profile')).toMatchObject({ name: 'Anna Gruber' });
  });

  it('lists the chat contacts sorted by name, without details and attachments', async () => {
    const contacts = await api.get<ChatContact[]>('api/apps/chat/contacts');
    expect(contacts).toHaveLength(15);
    expect(contacts.map((contact) => contact.name)).toEqual(
      [...contacts.map((contact) => contact.name)].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect(contacts.some((contact) => 'details' in contact || 'attachments' in contact)).toBe(false);
  });

  it('answers one contact with about, details and attachments, and null for an unknown id', async () => {
    const [first] = await api.get<ChatContact[]>('api/apps/chat/contacts');
    const contact = await api.get<ChatContactDetails>('api/apps/chat/contact', { params: { id: first!.id } });
    expect(contact).toMatchObject({ id: first!.id, name: first!.name, about: expect.any(String) as string });
    expect(contact.details.emails.length).toBeGreaterThan(0);
    expect(Object.keys(contact.attachments).sort()).toEqual(['docs', 'links', 'media']);
    await expect(api.get('api/apps/chat/contact', { params: { id: 'nope' } })).resolves.toBeNull();
  });

  it("answers the user's own profile", async () => {
    await expect(api.get<ChatProfile>('api/apps/chat/profile')).resolves.toMatchObject({
      name: expect.any(String) as string,
      email: expect.stringContaining('@') as string,
      about: expect.any(String) as string,
    });
  });

  it('keeps the fields a PATCH does not name (muting leaves the unread count)', async () => {
    const [chat] = await api.get<ChatSummary[]>('api/apps/chat/chats');
    const muted = await api.patch<Chat>('api/apps/chat/chat', { id: chat!.id, chat: { muted: !chat!.muted } });
    expect(muted).toMatchObject({ muted: !chat!.muted, unreadCount: chat!.unreadCount, lastMessage: chat!.lastMessage });
    await expect(api.patch('api/apps/chat/chat', { id: chat!.id, chat: { lastMessage: 'forged' } })).rejects.toMatchObject({ status: 400 });
  });
});
