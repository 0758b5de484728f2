import { http, HttpResponse, ws } from 'msw';
import type { IncomingCall } from '@/features/realtime';
import { notSignedIn, type EndpointInfo } from '../api';
import { requestSession, verifyAccessToken } from '../data/auth';

/** SignalR's JSON protocol ends every frame with the record separator (TransportProtocols.md). */
const separator = '\u001e';
const frame = (message: unknown) => `${JSON.stringify(message)}${separator}`;
/** The client gives up on a server that says nothing for 30 s; the hub pings well within that. */
const keepAliveMs = 15_000;

type Client = Parameters<Parameters<ReturnType<typeof ws.link>['addEventListener']>[1]>[0]['client'];

export interface ReceivedInvocation {
  target: string;
  arguments: unknown[];
}

const link = ws.link(/\/hubs\/calls/);
const clients = new Set<Client>();
const listeners = new Set<() => void>();
let refusedStarts = 0;
/** Calls rung and not yet joined, declined or answered elsewhere, by room id: what `api/calls/open` answers. */
const openCalls = new Map<string, { call: IncomingCall; channel: string; rungAt: number }>();
let received: ReceivedInvocation[] = [];
let connections = 0;

const changed = () => {
  for (const listener of listeners) listener();
};

function handle(client: Client, text: string, state: { handshaken: boolean }) {
  for (const part of text.split(separator).filter(Boolean)) {
    const message = JSON.parse(part) as { type?: number; target?: string; arguments?: unknown[]; invocationId?: string; protocol?: string };
    if (!state.handshaken) {
      // The handshake {"protocol":"json","version":1} is answered with an empty object.
      state.handshaken = true;
      client.send(frame({}));
      clients.add(client);
      connections++;
      changed();
      continue;
    }
    if (message.type === 1 && message.target) {
      received.push({ target: message.target, arguments: message.arguments ?? [] });
      if (message.invocationId) client.send(frame({ type: 3, invocationId: message.invocationId, result: null }));
      // A room one tab joined or declined is answered for the user's other tabs too.
      if ((message.target === 'CallDeclined' || message.target === 'CallJoined') && typeof message.arguments?.[0] === 'string') {
        openCalls.delete(message.arguments[0]);
        for (const other of clients)
          if (other !== client) other.send(frame({ type: 1, target: 'CallAnswered', arguments: [message.arguments[0]] }));
      }
      changed();
    }
  }
}

/**
 * The fake calls hub: @microsoft/signalr's negotiation over HTTP and its JSON protocol over MSW's
 * WebSocket mocking (handshake, invocations both ways, pings, close). Stories, unit tests and the
 * demo tools drive it through `fakeHub`.
 */
/** The hub's endpoints as the workbench lists them (the socket itself is not an HTTP endpoint). */
export const hubEndpoints: EndpointInfo[] = [
  {
    method: 'POST',
    path: 'hubs/calls/negotiate',
    rule: "SignalR's negotiation: a connection id and the WebSockets transport; 401 without a valid access token (the socket too closes at once without one, in its access_token parameter); 503 while the demo tools keep the hub away.",
    delayMs: 0,
    access: 'session',
  },
];

export const hubHandlers = [
  http.post('*/hubs/calls/negotiate', async ({ request }) => {
    if (!(await requestSession(request))) return notSignedIn();
    if (refusedStarts > 0) {
      refusedStarts--;
      return HttpResponse.json({ message: 'The hub is not available.' }, { status: 503 });
    }
    const id = crypto.randomUUID();
    return HttpResponse.json({
      negotiateVersion: 1,
      connectionId: id,
      connectionToken: id,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  }),
  link.addEventListener('connection', ({ client }) => {
    // Browsers cannot set a WebSocket's headers: SignalR sends the token as the access_token parameter.
    const session = verifyAccessToken(client.url.searchParams.get('access_token'));
    const state = { handshaken: false };
    const ping = setInterval(() => client.send(frame({ type: 6 })), keepAliveMs);
    client.addEventListener('message', (event) => {
      const { data } = event;
      if (typeof data !== 'string') return;
      void session.then((claims) => {
        // 1008: policy violation, the close code for a connection the server refuses to serve.
        if (!claims) client.close(1008, 'Sign in first');
        else handle(client, data, state);
      });
    });
    client.addEventListener('close', () => {
      clearInterval(ping);
      clients.delete(client);
      changed();
    });
  }),
];

const invoke = (target: string, ...args: unknown[]) => {
  for (const client of clients) client.send(frame({ type: 1, target, arguments: args }));
};

export const sampleCall = (overrides: Partial<IncomingCall> = {}): IncomingCall => ({
  id: `room-${crypto.randomUUID().slice(0, 8)}`,
  category: 'Elterngespräch, Volksschule Graz',
  organizer: { fullName: 'Maria Huber' },
  createdOn: new Date().toISOString(),
  ...overrides,
});

export const fakeHub = {
  /** Connections that have done the handshake and are open now. */
  get connected() {
    return clients.size;
  },
  /** How many handshakes there have been since the last reset (a reconnect is a new one). */
  get connections() {
    return connections;
  },
  /** What clients have sent (the heartbeat, declined and joined rooms). */
  get received(): readonly ReceivedInvocation[] {
    return received;
  },
  /** Told whenever a client connects, leaves or sends something. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** A call on one of the call channels; the body is the call as JSON, as the spec says. */
  ring(call: IncomingCall = sampleCall(), channel = 'IncomingCall') {
    // Open until answered, even when no client is connected to hear it ring (an outage).
    openCalls.set(call.id, { call, channel, rungAt: Date.now() });
    invoke(channel, JSON.stringify(call));
    return call;
  },
  /** The room was joined or declined by someone else (or this user in another window). */
  answeredElsewhere(roomId: string) {
    openCalls.delete(roomId);
    invoke('CallAnswered', roomId);
  },
  /** The user declined the room (by the decline endpoint): it is no longer open for them. */
  declined(roomId: string) {
    openCalls.delete(roomId);
  },
  /** The calls still open on the given channels that rang within `withinMs`, oldest first. */
  openCalls(channels: readonly string[], withinMs: number) {
    const since = Date.now() - withinMs;
    return [...openCalls.values()]
      .filter((entry) => channels.includes(entry.channel) && entry.rungAt >= since)
      .map(({ call, channel }) => ({ call, channel }));
  },
  /** Drops the connection of one client (by the order they connected), as when one tab loses its network. */
  dropOne(index: number) {
    [...clients][index]?.close(4000, 'The connection was lost');
  },
  profileUpdate(user: { id: string } & Record<string, unknown>) {
    invoke('ProfileUpdate', JSON.stringify(user));
  },
  /** The server goes away: every connection is dropped, and the clients reconnect. */
  drop() {
    for (const client of clients) client.close(4000, 'The server went away');
  },
  /** The server stays away: connections drop and every new start is refused. */
  exhaust() {
    refusedStarts = Number.POSITIVE_INFINITY;
    this.drop();
  },
  /** The next `count` starts are refused (a first start that fails). */
  refuseStarts(count: number) {
    refusedStarts = count;
  },
  restore() {
    refusedStarts = 0;
  },
  reset() {
    refusedStarts = 0;
    openCalls.clear();
    received = [];
    connections = 0;
  },
};
