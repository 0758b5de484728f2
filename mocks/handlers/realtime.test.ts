import { describe, expect, it } from 'vitest';
import { callChannels, channelsByRole, ringTimeoutMs, type IncomingCall } from '@/features/realtime';
import type { User } from '@/features/user';
import { fakeHub } from '../hub/fake-hub';
import { userTable } from './common-user';
import { callChannelsByRole, presenceTable } from './realtime';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;

describe('presence and calls', () => {
  it('sets the status to ONLINE and answers the updated user', async () => {
    await api.patch('api/common/user', { user: { status: 'away' } });
    const user = await api.post<User>('api/common/user/status', { status: 'ONLINE' });
    expect(user.status).toBe('online');
    expect(presenceTable.get().online).toBe(true);
    await expect(api.post('api/common/user/status', { status: 'sleeping' })).rejects.toMatchObject({ status: 400 });
  });

  it('takes set-online false from a closing page', async () => {
    await api.post('api/common/user/status', { status: 'ONLINE' });
    await expect(api.post('api/common/user/set-online', { online: false })).resolves.toBe(true);
    expect(presenceTable.get().online).toBe(false);
    await expect(api.post('api/common/user/set-online', {})).rejects.toMatchObject({ status: 400 });
  });

  it('keeps a push subscription once per endpoint, and wants URL-safe keys', async () => {
    await expect(api.post('api/common/push/subscribe', { endpoint: 'https://push.example/1', auth: 'AQID', p256dh: '__4' })).resolves.toBe(
      true,
    );
    await api.post('api/common/push/subscribe', { endpoint: 'https://push.example/1', auth: 'BAUG', p256dh: '__4' });
    expect(presenceTable.get().push).toEqual([{ endpoint: 'https://push.example/1', auth: 'BAUG', p256dh: '__4' }]);
    await expect(
      api.post('api/common/push/subscribe', { endpoint: 'https://push.example/2', auth: 'a+b/', p256dh: 'x' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('declines a room by id', async () => {
    await expect(api.post('api/calls/decline', { id: 'room-1' })).resolves.toBe(true);
    expect(presenceTable.get().declined).toEqual(['room-1']);
    await expect(api.post('api/calls/decline', {})).rejects.toMatchObject({ status: 400 });
  });
});

describe('open calls', () => {
  it('sends each role the call channels the page listens to', () => {
    for (const [role, channels] of Object.entries(channelsByRole)) {
      expect(callChannelsByRole[role as keyof typeof channelsByRole], role).toEqual(
        channels.filter((channel) => callChannels.includes(channel)),
      );
    }
    expect(ringTimeoutMs).toBe(45_000);
  });

  type Open = { call: IncomingCall; channel: string }[];
  const openIds = async () => (await api.get<Open>('api/calls/open')).map((entry) => `${entry.channel}:${entry.call.id}`);

  it("lists the calls still open on the user's channels, rung while nobody listened too", async () => {
    fakeHub.reset();
    userTable.update((user) => ({ ...user, role: 'INTERPRETER' }));
    await api.post('api/demo/hub/ring', { id: 'room-a' });
    await api.post('api/demo/hub/ring', { id: 'room-b' });
    await api.post('api/demo/hub/ring', { id: 'room-staff', channel: 'NeedInterpreter' });
    expect(await openIds()).toEqual(['IncomingCall:room-a', 'IncomingCall:room-b']);

    await api.post('api/demo/hub/answered-elsewhere', { id: 'room-a' });
    await api.post('api/calls/decline', { id: 'room-b' });
    expect(await openIds()).toEqual([]);

    userTable.update((user) => ({ ...user, role: 'SWITCHING_CENTER_EMPLOYEE' }));
    expect(await openIds()).toEqual(['NeedInterpreter:room-staff']);
    userTable.update((user) => ({ ...user, role: 'ADMIN' }));
    expect(await openIds()).toEqual([]);
  });
});

describe('the fake hub', () => {
  it('negotiates a WebSocket connection as @microsoft/signalr expects', async () => {
    const answer = await api.post<{ negotiateVersion: number; connectionToken: string; availableTransports: { transport: string }[] }>(
      'hubs/calls/negotiate?negotiateVersion=1',
    );
    expect(answer.negotiateVersion).toBe(1);
    expect(answer.connectionToken).toBeTruthy();
    expect(answer.availableTransports.map((transport) => transport.transport)).toEqual(['WebSockets']);
  });

  it('refuses starts while it is kept away, and answers again once restored', async () => {
    fakeHub.refuseStarts(1);
    await expect(api.post('hubs/calls/negotiate')).rejects.toMatchObject({ status: 503 });
    await expect(api.post('hubs/calls/negotiate')).resolves.toMatchObject({ negotiateVersion: 1 });
    await api.post('api/demo/hub/exhaust');
    await expect(api.post('hubs/calls/negotiate')).rejects.toMatchObject({ status: 503 });
    await api.post('api/demo/hub/restore');
    await expect(api.post('hubs/calls/negotiate')).resolves.toMatchObject({ negotiateVersion: 1 });
  });

  it('tells how many apps are connected to it', async () => {
    await expect(api.get('api/demo/hub')).resolves.toEqual({ connected: fakeHub.connected, connections: fakeHub.connections });
  });

  it('rings from the demo tools with a call the client can read', async () => {
    const call = await api.post<IncomingCall>('api/demo/hub/ring', { organizer: 'Jakob Steiner', category: null });
    expect(call).toMatchObject({ organizer: { fullName: 'Jakob Steiner' } });
    expect(call).not.toHaveProperty('category');
    expect(call.id).toMatch(/^room-/);
  });

  it('changes the profile on the server for the update it pushes', async () => {
    const user = await api.post<User>('api/demo/hub/profile-update', { fullName: 'Anna Gruber-Berger' });
    expect(user.fullName).toBe('Anna Gruber-Berger');
    expect((await api.get<User>('api/common/user')).fullName).toBe('Anna Gruber-Berger');
  });
});
