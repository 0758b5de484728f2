import { http, HttpResponse } from 'msw';
import type { UserStatus } from '@/features/user';
import { defineTable } from '../db';
import { fakeHub, sampleCall } from '../hub/fake-hub';
import { userTable } from './common-user';

/** Whether the user's session is present (set online / set offline), and the rooms declined. */
export const presenceTable = defineTable<{ online: boolean; declined: string[]; push: { endpoint: string; auth: string; p256dh: string }[] }>('presence', () => ({
  online: false,
  declined: [],
  push: [],
}));

const body = async <T>(request: Request): Promise<Partial<T>> => ((await request.json().catch(() => null)) ?? {}) as Partial<T>;

/**
 * Presence and calls, whose paths the spec does not show (kept in one module on the client too):
 * `POST api/common/user/status {status}` answers the updated user; `POST api/common/user/set-online
 * {online}` is what a closing page sends; `POST api/calls/decline {id}` declines a room.
 */
export const realtimeHandlers = [
  http.post('*/api/common/user/status', async ({ request }) => {
    const { status } = await body<{ status: string }>(request);
    const wanted = typeof status === 'string' ? (status.toLowerCase() as UserStatus) : null;
    if (!wanted || !['online', 'away', 'busy', 'invisible'].includes(wanted)) {
      return HttpResponse.json({ message: 'Body must be { status } with online, away, busy or invisible' }, { status: 400 });
    }
    presenceTable.update((presence) => ({ ...presence, online: true }));
    return HttpResponse.json(userTable.update((user) => ({ ...user, status: wanted })));
  }),
  http.post('*/api/common/user/set-online', async ({ request }) => {
    const { online } = await body<{ online: boolean }>(request);
    if (typeof online !== 'boolean') return HttpResponse.json({ message: 'Body must be { online }' }, { status: 400 });
    presenceTable.update((presence) => ({ ...presence, online }));
    return HttpResponse.json(true);
  }),
  /** Who is in a room: its organizer and the signed-in user (a sample, the same for every room). */
  http.get('*/api/calls/room', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    if (!id) return HttpResponse.json({ message: 'Query must have id' }, { status: 400 });
    const me = userTable.get();
    return HttpResponse.json({
      id,
      participants: [
        { id: 'organizer', fullName: 'Maria Huber', role: 'organizer' },
        { id: 'captioner', fullName: 'Jakob Steiner', role: 'captioner' },
        { id: me.id, fullName: me.fullName, role: 'you' },
      ],
    });
  }),
  /** A browser's push subscription {endpoint, auth, p256dh}, URL-safe base64 keys. */
  http.post('*/api/common/push/subscribe', async ({ request }) => {
    const { endpoint, auth, p256dh } = await body<{ endpoint: string; auth: string; p256dh: string }>(request);
    const urlSafe = (value: unknown) => typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value);
    if (typeof endpoint !== 'string' || !urlSafe(auth) || !urlSafe(p256dh)) {
      return HttpResponse.json({ message: 'Body must be { endpoint, auth, p256dh } with URL-safe base64 keys' }, { status: 400 });
    }
    presenceTable.update((presence) => ({ ...presence, push: [...presence.push.filter((item) => item.endpoint !== endpoint), { endpoint, auth: auth as string, p256dh: p256dh as string }] }));
    return HttpResponse.json(true);
  }),
  http.post('*/api/calls/decline', async ({ request }) => {
    const { id } = await body<{ id: string }>(request);
    if (!id) return HttpResponse.json({ message: 'Body must be { id }' }, { status: 400 });
    presenceTable.update((presence) => ({ ...presence, declined: [...presence.declined, id] }));
    return HttpResponse.json(true);
  }),
];

/**
 * The demo tools' controls of the fake hub: a call arrives, the connection drops or stays away,
 * a room is answered elsewhere, the profile changes on the server. A real API has none of these.
 */
export const hubDemoHandlers = [
  /** Whether an app is connected to take a call, e.g. for a test that must not ring into the void. */
  http.get('*/api/demo/hub', () => HttpResponse.json({ connected: fakeHub.connected, connections: fakeHub.connections })),
  http.post('*/api/demo/hub/ring', async ({ request }) => {
    const { channel, category, organizer } = await body<{ channel: string; category: string | null; organizer: string }>(request);
    const call = sampleCall({
      ...(organizer ? { organizer: { fullName: organizer } } : {}),
      ...(category === null ? { category: undefined } : category ? { category } : {}),
    });
    return HttpResponse.json(fakeHub.ring(call, channel ?? 'IncomingCall'));
  }),
  http.post('*/api/demo/hub/drop', () => {
    fakeHub.drop();
    return HttpResponse.json(true);
  }),
  http.post('*/api/demo/hub/exhaust', () => {
    fakeHub.exhaust();
    return HttpResponse.json(true);
  }),
  http.post('*/api/demo/hub/restore', () => {
    fakeHub.restore();
    return HttpResponse.json(true);
  }),
  http.post('*/api/demo/hub/answered-elsewhere', async ({ request }) => {
    const { id } = await body<{ id: string }>(request);
    if (!id) return HttpResponse.json({ message: 'Body must be { id }' }, { status: 400 });
    fakeHub.answeredElsewhere(id);
    return HttpResponse.json(true);
  }),
  http.post('*/api/demo/hub/profile-update', async ({ request }) => {
    const change = await body<{ fullName: string }>(request);
    const user = userTable.update((current) => ({ ...current, ...(change.fullName ? { fullName: change.fullName } : {}) }));
    fakeHub.profileUpdate({ id: user.id, fullName: user.fullName });
    return HttpResponse.json(user);
  }),
];
