import { describe, expect, it } from 'vitest';
import type { Message } from '@/features/messages';
import type { Notification } from '@/features/notifications';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;

describe('api/common/messages', () => {
  it('lists sample messages newest first, some unread, with HTML, icons, images and both kinds of link', async () => {
    const messages = await api.get<Message[]>('api/common/messages');
    expect(messages.length).toBeGreaterThanOrEqual(8);
    const times = messages.map((message) => message.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(messages.filter((message) => !message.read).length).toBe(3);
    expect(messages.some((message) => /<strong>/.test(message.title ?? ''))).toBe(true);
    expect(messages.some((message) => message.image) && messages.some((message) => message.icon)).toBe(true);
    expect(messages.some((message) => message.useRouter === true) && messages.some((message) => message.useRouter === false)).toBe(true);
  });

  it('creates a message with a new id, unread, at the top', async () => {
    const created = await api.post<Message>('api/common/messages', {
      message: { title: 'Hello', description: 'World', time: '2026-03-16T10:00:00.000Z' },
    });
    expect(created).toMatchObject({ title: 'Hello', read: false });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.get<Message[]>('api/common/messages'))[0]?.id).toBe(created.id);
  });

  it('saves the full message on PATCH and keeps its id', async () => {
    const [first] = await api.get<Message[]>('api/common/messages');
    const saved = await api.patch<Message>('api/common/messages', { id: first!.id, message: { ...first, read: true, id: 'other' } });
    expect(saved).toEqual({ ...first, read: true });
    expect((await api.get<Message[]>('api/common/messages')).find((message) => message.id === first!.id)?.read).toBe(true);
  });

  it('deletes by id and answers the removed message', async () => {
    const [first] = await api.get<Message[]>('api/common/messages');
    expect(await api.delete<Message>('api/common/messages', { params: { id: first!.id } })).toEqual(first);
    expect((await api.get<Message[]>('api/common/messages')).some((message) => message.id === first!.id)).toBe(false);
  });

  it('answers 200 with nothing for an unknown id, as the template does', async () => {
    expect(await api.delete('api/common/messages', { params: { id: 'missing' } })).toBeNull();
    expect(await api.patch('api/common/messages', { id: 'missing', message: { read: true } })).toBeNull();
  });

  it('marks all as read and seen (template-apps.md point 4)', async () => {
    expect((await api.get<Message[]>('api/common/messages')).some((message) => !message.read || !message.seen)).toBe(true);
    expect(await api.get('api/common/messages/mark-all-as-read')).toBe(true);
    expect((await api.get<Message[]>('api/common/messages')).every((message) => message.read && message.seen)).toBe(true);
  });

  it('rejects bodies without the message', async () => {
    await expect(api.post('api/common/messages', { title: 'x' })).rejects.toMatchObject({ status: 400 });
    await expect(api.patch('api/common/messages', { message: { read: true } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('api/common/notifications', () => {
  it('lists notifications with read and seen', async () => {
    const notifications = await api.get<Notification[]>('api/common/notifications');
    expect(notifications.length).toBeGreaterThanOrEqual(7);
    expect(notifications.every((notification) => typeof notification.seen === 'boolean')).toBe(true);
    expect(notifications.some((notification) => !notification.seen)).toBe(true);
  });

  it('sets the read state asked for, and seen with it; twice the same is still the same', async () => {
    const [first] = await api.get<Notification[]>('api/common/notifications');
    expect(first?.read).toBe(false);
    const once = await api.post<Notification>('api/common/notifications/toggle-read-status', { id: first!.id, read: true });
    const twice = await api.post<Notification>('api/common/notifications/toggle-read-status', { id: first!.id, read: true });
    expect(once).toMatchObject({ read: true, seen: true });
    expect(twice).toEqual(once);
    await expect(api.post('api/common/notifications/toggle-read-status', { id: first!.id })).rejects.toMatchObject({ status: 400 });
  });

  it('marks all as read and seen', async () => {
    await api.get('api/common/notifications/mark-all-as-read');
    const notifications = await api.get<Notification[]>('api/common/notifications');
    expect(notifications.every((notification) => notification.read && notification.seen)).toBe(true);
  });

  it('creates, updates and deletes like messages', async () => {
    const created = await api.post<Notification>('api/common/notifications', { notification: { title: 'New', seen: false } });
    expect((await api.patch<Notification>('api/common/notifications', { id: created.id, notification: { title: 'Changed' } })).title).toBe(
      'Changed',
    );
    expect((await api.delete<Notification>('api/common/notifications', { params: { id: created.id } })).id).toBe(created.id);
  });
});
