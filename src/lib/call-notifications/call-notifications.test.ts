import { describe, expect, it, vi } from 'vitest';
import { callNotification, handleNotificationClick, pushedCall } from './call-notifications';

const call = { id: 'room-1', category: 'Arzttermin', organizer: { fullName: 'Maria Huber' }, createdOn: '2026-03-16T08:30:00.000Z' };

describe('call notifications from push', () => {
  it('shows the organizer, the category, Join and Decline, tagged with the room', () => {
    const { title, options } = callNotification(call, 'en-US');
    expect(title).toBe('Maria Huber');
    expect(options).toMatchObject({ body: 'Arzttermin', tag: 'room-1', requireInteraction: true, data: { id: 'room-1' } });
    expect(options.actions).toEqual([
      { action: 'join', title: 'Join' },
      { action: 'decline', title: 'Decline' },
    ]);
  });

  it('falls back to the spec message, in the browser language', () => {
    expect(callNotification({ ...call, category: '' }, 'en-GB').options.body).toBe('Please feel free to join to assist!');
    expect(callNotification({ ...call, category: undefined }, 'de-AT').options.actions.map((action) => action.title)).toEqual([
      'Beitreten',
      'Ablehnen',
    ]);
  });

  it('reads only payloads that are calls', () => {
    expect(pushedCall(call)).toEqual(call);
    expect(pushedCall({ id: 'x' })).toBeNull();
    expect(pushedCall('room-1')).toBeNull();
  });
});

describe('clicks on a call notification', () => {
  const window = () => ({ focus: vi.fn(async () => undefined), postMessage: vi.fn() });

  it('has an open window join or decline, and brings it forward', async () => {
    const open = window();
    const openWindow = vi.fn();
    await handleNotificationClick({ action: 'join', roomId: 'room-1', windows: [open], openWindow });
    await handleNotificationClick({ action: 'decline', roomId: 'room-1', windows: [open], openWindow });
    await handleNotificationClick({ action: '', roomId: 'room-1', windows: [open], openWindow });
    expect(open.postMessage.mock.calls.map(([message]) => message)).toEqual([
      { type: 'join-call', id: 'room-1' },
      { type: 'decline-call', id: 'room-1' },
      { type: 'join-call', id: 'room-1' },
    ]);
    expect(open.focus).toHaveBeenCalledTimes(3);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens the app at the room, or at the start with the room to decline, when no window is open', async () => {
    const openWindow = vi.fn(async (_url: string) => undefined);
    await handleNotificationClick({ action: 'join', roomId: 'room 1', windows: [], openWindow });
    await handleNotificationClick({ action: 'decline', roomId: 'room 1', windows: [], openWindow });
    expect(openWindow.mock.calls.map(([url]) => url)).toEqual(['/call?id=room%201', '/?declineCall=room%201']);
  });
});
