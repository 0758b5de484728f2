import { z } from '@/lib/validation';
import type { Role } from '@/features/user';
import { userStatuses } from '@/features/user/schemas';
import { defineArea, endpoint } from '../api';
import { defineTable } from '../db';
import { fakeHub, sampleCall } from '../hub/fake-hub';
import { userTable } from './common-user';
import { callEndpoints } from '@/features/call/endpoints';
import { demoToolsEndpoints } from '@/features/demo-tools/endpoints';
import { realtimeEndpoints } from '@/features/realtime/endpoints';
import { pushEndpoints } from '@/lib/push/endpoints';

interface PushSubscriptionRecord {
  endpoint: string;
  auth: string;
  p256dh: string;
}

/** Whether the user's session is present (set online / set offline), the rooms declined and the push subscriptions. */
export const presenceTable = defineTable<{ online: boolean; declined: string[]; push: PushSubscriptionRecord[] }>('presence', {
  version: 1,
  seed: () => ({ online: false, declined: [], push: [] }),
});

/**
 * The call channels the hub sends each role (the page listens to the same ones), and how long a call
 * nobody takes stays open: the page stops ringing it after the same 45 s.
 */
export const callChannelsByRole: Record<Role, readonly string[]> = {
  ANONYMOUS: [],
  INTERPRETER: ['IncomingCall'],
  CAPTIONER: ['IncomingCall'],
  SWITCHING_CENTER_LEADER: ['NeedInterpreter', 'DirectIncomingCall'],
  SWITCHING_CENTER_EMPLOYEE: ['NeedInterpreter', 'DirectIncomingCall'],
  COMPANY_LEADER: [],
  ADMIN: [],
  CUSTOMER: [],
};
const openCallWindowMs = 45_000;

const urlSafeBase64 = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'Use URL-safe base64.'));
const roomId = z.object({ id: z.string().check(z.minLength(1)) });

/**
 * Presence and calls, whose paths the spec does not show (kept in one module on the client too):
 * `POST api/common/user/status {status}` answers the updated user; `POST api/common/user/set-online
 * {online}` is what a closing page sends; `POST api/calls/decline {id}` declines a room.
 */
export const realtimeArea = defineArea('Presence and calls', [
  endpoint(
    realtimeEndpoints.status,
    {
      rule: 'Body {status}: online, away, busy or invisible (any case); answers the updated user.',
      body: z.object({ status: z.pipe(z.string().check(z.toLowerCase()), z.enum(userStatuses)) }),
    },
    ({ body }) => {
      presenceTable.update((presence) => ({ ...presence, online: true }));
      return userTable.update((user) => ({ ...user, status: body.status }));
    },
  ),
  endpoint(
    realtimeEndpoints.setOnline,
    {
      rule: 'Body {online}: whether a page of the user is open (sent with keepalive as it closes); answers true.',
      body: z.object({ online: z.boolean() }),
    },
    ({ body }) => {
      presenceTable.update((presence) => ({ ...presence, online: body.online }));
      return true;
    },
  ),
  /** Who is in a room: its organizer and the signed-in user (a sample, the same for every room). */
  endpoint(
    callEndpoints.room,
    { rule: 'Query id: the room with its participants (a sample: organizer, captioner, you).', query: roomId },
    ({ query }) => {
      const me = userTable.get();
      return {
        id: query.id,
        participants: [
          { id: 'organizer', fullName: 'Maria Huber', role: 'organizer' },
          { id: 'captioner', fullName: 'Jakob Steiner', role: 'captioner' },
          { id: me.id, fullName: me.fullName, role: 'you' },
        ],
      };
    },
  ),
  endpoint(
    pushEndpoints.subscribe,
    {
      rule: "Body {endpoint, auth, p256dh}: the browser's push subscription, keys in URL-safe base64; answers true.",
      body: z.object({ endpoint: z.string().check(z.minLength(1)), auth: urlSafeBase64, p256dh: urlSafeBase64 }),
    },
    ({ body }) => {
      presenceTable.update((presence) => ({
        ...presence,
        push: [...presence.push.filter((item) => item.endpoint !== body.endpoint), body],
      }));
      return true;
    },
  ),
  endpoint(realtimeEndpoints.declineCall, { rule: 'Body {id}: declines the room; answers true.', body: roomId }, ({ body }) => {
    presenceTable.update((presence) => ({ ...presence, declined: [...presence.declined, body.id] }));
    fakeHub.declined(body.id);
    return true;
  }),
  endpoint(
    realtimeEndpoints.openCalls,
    {
      rule: "The calls still open for the user: rung on a channel of the user's role within the last 45 s and not joined, declined or answered elsewhere; [{call, channel}], oldest first.",
    },
    () => fakeHub.openCalls(callChannelsByRole[userTable.get().role], openCallWindowMs),
  ),
]);

/**
 * The demo tools' controls of the fake hub: a call arrives, the connection drops or stays away,
 * a room is answered elsewhere, the profile changes on the server. A real API has none of these.
 */
export const hubDemoArea = defineArea('Demo: calls hub', [
  /** Whether an app is connected to take a call, e.g. for a test that must not ring into the void. */
  endpoint(demoToolsEndpoints.hub, { rule: 'Whether a client is connected to the hub, and how many connections it had.' }, () => ({
    connected: fakeHub.connected,
    connections: fakeHub.connections,
  })),
  endpoint(
    demoToolsEndpoints.hubActions.ring,
    {
      rule: 'Body {id?, channel?, category?, organizer?}: rings a sample call on the channel (IncomingCall by default); answers the call.',
      body: z.catch(
        z.object({
          id: z.optional(z.string().check(z.minLength(1))),
          channel: z.optional(z.string()),
          category: z.optional(z.nullable(z.string())),
          organizer: z.optional(z.string()),
        }),
        {},
      ),
    },
    ({ body: { id, channel, category, organizer } }) => {
      const call = sampleCall({
        ...(id ? { id } : {}),
        ...(organizer ? { organizer: { fullName: organizer } } : {}),
        ...(category === null ? { category: undefined } : category ? { category } : {}),
      });
      return fakeHub.ring(call, channel ?? 'IncomingCall');
    },
  ),
  endpoint(demoToolsEndpoints.hubActions.drop, { rule: 'Drops the connection; the client reconnects.' }, () => {
    fakeHub.drop();
    return true;
  }),
  endpoint(demoToolsEndpoints.hubActions.exhaust, { rule: 'Drops the connection and refuses every reconnect until restored.' }, () => {
    fakeHub.exhaust();
    return true;
  }),
  endpoint(demoToolsEndpoints.hubActions.restore, { rule: 'Accepts connections again.' }, () => {
    fakeHub.restore();
    return true;
  }),
  endpoint(
    demoToolsEndpoints.hubActions['answered-elsewhere'],
    { rule: 'Body {id}: tells the clients the room was answered by someone else.', body: roomId },
    ({ body }) => {
      fakeHub.answeredElsewhere(body.id);
      return true;
    },
  ),
  endpoint(
    demoToolsEndpoints.hubActions['profile-update'],
    {
      rule: 'Body {fullName?}: changes the user on the server and pushes ProfileUpdate.',
      body: z.catch(z.object({ fullName: z.optional(z.string()) }), {}),
    },
    ({ body }) => {
      const user = userTable.update((current) => ({ ...current, ...(body.fullName ? { fullName: body.fullName } : {}) }));
      fakeHub.profileUpdate({ id: user.id, fullName: user.fullName });
      return user;
    },
  ),
]);
