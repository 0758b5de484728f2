import type { HubConnection, IRetryPolicy, RetryContext } from '@microsoft/signalr';
import { retryPolicy as defaultPolicy } from './retry-policy';

/** Where the live connection stands (spec point 4): connecting, connected, retrying (attempt n), exhausted. */
export type LiveState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'connected' }
  /** `attempt` counts from 0; `since` is when the outage began (the progress circle starts there). */
  | { status: 'retrying'; attempt: number; since: number }
  | { status: 'exhausted' };

type Handler = (...args: unknown[]) => void;

/** The part of @microsoft/signalr's HubConnection this module uses; tests give a stand-in. */
export interface HubLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(target: string, handler: Handler): void;
  send(target: string, ...args: unknown[]): Promise<void>;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

export interface LiveConnectionOptions {
  /** The hub's address, e.g. https://api.example.org/hubs/calls. */
  url: string;
  /** The usable access token, or null once it has expired: an expired token is never sent. */
  accessToken: () => string | null;
  policy?: IRetryPolicy;
  now?: () => number;
  /** Builds the hub connection; tests pass a stand-in. */
  connect?: (url: string, options: { accessToken: () => string; policy: IRetryPolicy }) => HubLike;
}

/**
 * A hub connection of @microsoft/signalr that loads the library with its first start: a guest's
 * page never loads it, and a signed-in page loads it beside its first screen instead of before it.
 * What is registered before the library is there is applied to the connection once it is built.
 */
function connectWithSignalR(url: string, { accessToken, policy }: { accessToken: () => string; policy: IRetryPolicy }): HubLike {
  let connection: HubConnection | null = null;
  const pending: ((hub: HubConnection) => void)[] = [];
  let building: Promise<HubConnection> | null = null;
  const built = () =>
    (building ??= import('@microsoft/signalr').then(({ HubConnectionBuilder, LogLevel }) => {
      connection = new HubConnectionBuilder()
        .withUrl(url, { accessTokenFactory: accessToken })
        .withAutomaticReconnect(policy)
        .configureLogging(LogLevel.None)
        .build();
      for (const register of pending.splice(0)) register(connection);
      return connection;
    }));
  const whenBuilt = (register: (hub: HubConnection) => void) => (connection ? register(connection) : void pending.push(register));
  return {
    start: async () => (await built()).start(),
    // A hub that never started has nothing to stop, and need not load the library for it.
    stop: async () => (building ? (await building).stop() : undefined),
    send: async (target, ...args) => (await built()).send(target, ...args),
    on: (target, handler) => whenBuilt((hub) => hub.on(target, handler)),
    onreconnecting: (callback) => whenBuilt((hub) => hub.onreconnecting(callback)),
    onreconnected: (callback) => whenBuilt((hub) => hub.onreconnected(callback)),
    onclose: (callback) => whenBuilt((hub) => hub.onclose(callback)),
  };
}

/** Once the policy's attempts are spent, how often the connection still tries, quietly: the server may come back. */
export const exhaustedRetryMs = 60_000;

/**
 * One hub connection with a state a screen can show. The library reconnects a dropped connection
 * with the policy; a first start that fails it never retries, so that is done here with the same
 * policy. When the policy has no further attempt, the state is `exhausted` ("Connection failed"),
 * and a new connection is still tried every minute, and at once when the browser is back online:
 * when the server is back, the page is connected again by itself.
 */
export function createLiveConnection({
  url,
  accessToken,
  policy = defaultPolicy,
  now = Date.now,
  connect = connectWithSignalR,
}: LiveConnectionOptions) {
  let state: LiveState = { status: 'idle' };
  let outageSince = 0;
  let hub: HubLike | null = null;
  let stopped = true;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const handlers = new Map<string, Set<Handler>>();
  const reconnectedListeners = new Set<() => void>();

  const setState = (next: LiveState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** The library's reconnects and the start retries both go through here, so the attempt shows. */
  const observedPolicy: IRetryPolicy = {
    nextRetryDelayInMilliseconds(context: RetryContext) {
      if (context.previousRetryCount === 0) outageSince = now();
      const delay = policy.nextRetryDelayInMilliseconds(context);
      if (delay !== null && !stopped) setState({ status: 'retrying', attempt: context.previousRetryCount, since: outageSince });
      return delay;
    },
  };

  const dispatch =
    (target: string) =>
    (...args: unknown[]) => {
      for (const handler of handlers.get(target) ?? []) handler(...args);
    };

  function build(): HubLike {
    const connection = connect(url, { accessToken: () => accessToken() ?? '', policy: observedPolicy });
    for (const target of handlers.keys()) connection.on(target, dispatch(target));
    // A stopped hub can still report in afterwards; only the current one speaks for the state.
    connection.onreconnected(() => {
      if (hub !== connection) return;
      setState({ status: 'connected' });
      for (const listener of reconnectedListeners) listener();
    });
    connection.onclose(() => {
      if (!stopped && hub === connection) exhausted();
    });
    return connection;
  }

  function exhausted() {
    setState({ status: 'exhausted' });
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void tryAgain(), exhaustedRetryMs);
  }

  /** A fresh connection after the policy gave up; on failure it stays exhausted and tries again later. */
  async function tryAgain() {
    if (stopped || state.status !== 'exhausted') return;
    clearTimeout(retryTimer);
    const previous = hub;
    const starting = build();
    hub = starting;
    await previous?.stop().catch(() => undefined);
    try {
      await starting.start();
      if (stopped || hub !== starting) return;
      setState({ status: 'connected' });
      for (const listener of reconnectedListeners) listener();
    } catch {
      if (!stopped && hub === starting) exhausted();
    }
  }

  const onOnline = () => void tryAgain();

  async function startWithRetries(attempt: number): Promise<void> {
    const starting = hub;
    if (stopped || !starting) return;
    try {
      await starting.start();
      if (!stopped && hub === starting) setState({ status: 'connected' });
    } catch {
      if (stopped || hub !== starting) return;
      const delay = observedPolicy.nextRetryDelayInMilliseconds({
        previousRetryCount: attempt,
        elapsedMilliseconds: now() - outageSince,
        retryReason: new Error('start failed'),
      });
      if (delay === null) {
        exhausted();
        return;
      }
      retryTimer = setTimeout(() => void startWithRetries(attempt + 1), delay);
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      hub = build();
      setState({ status: 'connecting' });
      void startWithRetries(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      setState({ status: 'idle' });
      // Forgotten before it is awaited: a start that follows at once (React's strict mode does that)
      // builds its own hub, which this stop must not touch.
      const stopping = hub;
      hub = null;
      await stopping?.stop().catch(() => undefined);
    },
    /** Listens to a channel; the listener survives reconnects. Returns the way to stop listening. */
    on(target: string, handler: Handler) {
      let set = handlers.get(target);
      if (!set) {
        set = new Set();
        handlers.set(target, set);
        hub?.on(target, dispatch(target));
      }
      set.add(handler);
      return () => void set.delete(handler);
    },
    /** Told after each reconnect (a new server connection: presence and groups are set again). */
    onReconnected(listener: () => void) {
      reconnectedListeners.add(listener);
      return () => void reconnectedListeners.delete(listener);
    },
    /** Sends only while connected; a message while the connection is down would be lost anyway. */
    async send(target: string, ...args: unknown[]) {
      if (state.status !== 'connected' || !hub) return false;
      await hub.send(target, ...args);
      return true;
    },
  };
}

export type LiveConnection = ReturnType<typeof createLiveConnection>;
