import type { IRetryPolicy } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, exhaustedRetryMs, type HubLike, type LiveState } from './live-connection';
import { reconnectBudgetSeconds, reconnectDelaysMs } from './retry-policy';

/** A stand-in hub: starts fail `failures` times; the test drives drops and the library's reconnects. */
function fakeHub(failures = 0) {
  const callbacks: { reconnecting?: () => void; reconnected?: () => void; close?: () => void } = {};
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let policy!: IRetryPolicy;
  let token = '';
  const hub: HubLike & { sent: unknown[][] } = {
    sent: [],
    start: vi.fn(async () => {
      if (failures-- > 0) throw new Error('refused');
    }),
    stop: vi.fn(async () => callbacks.close?.()),
    on: (target, handler) => void handlers.set(target, handler),
    send: async (target, ...args) => void hub.sent.push([target, ...args]),
    onreconnecting: (callback) => void (callbacks.reconnecting = callback),
    onreconnected: (callback) => void (callbacks.reconnected = callback),
    onclose: (callback) => void (callbacks.close = callback),
  };
  return {
    hub,
    connect: (_url: string, options: { accessToken: () => string; policy: IRetryPolicy }) => {
      policy = options.policy;
      token = options.accessToken();
      return hub;
    },
    token: () => token,
    /** The hub reports itself closed (late, after it was stopped). */
    close: () => callbacks.close?.(),
    /** The server pushes a message on a channel. */
    push: (target: string, ...args: unknown[]) => handlers.get(target)?.(...args),
    /** The connection drops: the library asks the policy for each attempt, as @microsoft/signalr does. */
    drop(succeedAfter: number | null) {
      for (let count = 0; ; count++) {
        const delay = policy.nextRetryDelayInMilliseconds({
          previousRetryCount: count,
          elapsedMilliseconds: 0,
          retryReason: new Error('drop'),
        });
        if (count === 0) callbacks.reconnecting?.();
        if (delay === null) return callbacks.close?.();
        if (succeedAfter !== null && count === succeedAfter) return callbacks.reconnected?.();
      }
    },
  };
}

describe('live connection', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it('connects, hands channel messages to listeners, and sends only while connected', async () => {
    const fake = fakeHub();
    const live = createLiveConnection({ url: 'http://localhost/hubs/calls', accessToken: () => 'token-1', connect: fake.connect });
    const heard = vi.fn();
    live.on('IncomingCall', heard);
    expect(await live.send('Online', 'hello server')).toBe(false);
    live.start();
    expect(live.getState()).toEqual({ status: 'connecting' });
    await vi.runAllTimersAsync();
    expect(live.getState()).toEqual({ status: 'connected' });
    expect(fake.token()).toBe('token-1');
    fake.push('IncomingCall', '{"id":"room-1"}');
    expect(heard).toHaveBeenCalledWith('{"id":"room-1"}');
    expect(await live.send('Online', 'hello server')).toBe(true);
    expect(fake.hub.sent).toEqual([['Online', 'hello server']]);
  });

  it('never sends an expired token: the factory gives none', () => {
    const fake = fakeHub();
    createLiveConnection({ url: 'x', accessToken: () => null, connect: fake.connect }).start();
    expect(fake.token()).toBe('');
  });

  it('retries a first start that fails, with the policy, counting attempts from 0', async () => {
    const fake = fakeHub(2);
    const live = createLiveConnection({ url: 'x', accessToken: () => 't', connect: fake.connect });
    const states: LiveState[] = [];
    live.subscribe(() => states.push(live.getState()));
    live.start();
    await vi.advanceTimersByTimeAsync(reconnectDelaysMs[0]! + reconnectDelaysMs[1]!);
    expect(live.getState()).toEqual({ status: 'connected' });
    expect(states).toContainEqual({ status: 'retrying', attempt: 0, since: 1_000_000 });
    expect(states.map((state) => (state.status === 'retrying' ? `retrying ${state.attempt}` : state.status))).toEqual([
      'connecting',
      'retrying 0',
      'retrying 1',
      'connected',
    ]);
    expect(fake.hub.start).toHaveBeenCalledTimes(3);
  });

  it('is exhausted when a start keeps failing past the last attempt', async () => {
    const fake = fakeHub(Infinity);
    const live = createLiveConnection({ url: 'x', accessToken: () => 't', connect: fake.connect });
    live.start();
    await vi.advanceTimersByTimeAsync(reconnectBudgetSeconds * 1000);
    expect(live.getState()).toEqual({ status: 'exhausted' });
    expect(fake.hub.start).toHaveBeenCalledTimes(reconnectDelaysMs.length + 1);
    await live.stop();
  });

  it('still tries every minute once exhausted, and is connected again by itself when the server is back', async () => {
    // Down through every attempt of the policy and two of the later ones.
    const fake = fakeHub(reconnectDelaysMs.length + 1 + 2);
    const live = createLiveConnection({ url: 'x', accessToken: () => 't', connect: fake.connect });
    const reconnected = vi.fn();
    live.onReconnected(reconnected);
    live.start();
    await vi.advanceTimersByTimeAsync(reconnectBudgetSeconds * 1000);
    expect(live.getState()).toEqual({ status: 'exhausted' });
    const spent = reconnectDelaysMs.length + 1;
    await vi.advanceTimersByTimeAsync(exhaustedRetryMs - 1);
    expect(fake.hub.start).toHaveBeenCalledTimes(spent);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.hub.start).toHaveBeenCalledTimes(spent + 1);
    expect(live.getState()).toEqual({ status: 'exhausted' });
    await vi.advanceTimersByTimeAsync(exhaustedRetryMs * 2);
    expect(fake.hub.start).toHaveBeenCalledTimes(spent + 3);
    expect(live.getState()).toEqual({ status: 'connected' });
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('tries at once when the browser is back online, not only on the minute', async () => {
    const online = new EventTarget();
    vi.stubGlobal('window', online);
    const fake = fakeHub(reconnectDelaysMs.length + 1);
    const live = createLiveConnection({ url: 'x', accessToken: () => 't', connect: fake.connect });
    live.start();
    await vi.advanceTimersByTimeAsync(reconnectBudgetSeconds * 1000);
    expect(live.getState()).toEqual({ status: 'exhausted' });
    online.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(live.getState()).toEqual({ status: 'connected' }));
    await live.stop();
    vi.unstubAllGlobals();
  });

  it('shows a dropped connection retrying, then connected again, and tells who must set things up again', async () => {
    const fake = fakeHub();
    const live = createLiveConnection({ url: 'x', accessToken: () => 't', connect: fake.connect });
    const reconnected = vi.fn();
    live.onReconnected(reconnected);
    live.start();
    await vi.runAllTimersAsync();
    vi.setSystemTime(2_000_000);
    const seen: LiveState[] = [];
    live.subscribe(() => seen.push(live.getState()));
    fake.drop(2);
    expect(seen.slice(0, 3)).toEqual([
      { status: 'retrying', attempt: 0, since: 2_000_000 },
      { status: 'retrying', attempt: 1, since: 2_000_000 },
      { status: 'retrying', attempt: 2, since: 2_000_000 },
    ]);
    expect(live.getState()).toEqual({ status: 'connected' });
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('is exhausted when the library runs out of attempts, but idle when stopped on purpose', async () => {
    const fake = fakeHub();
    const live = createLiveConnection({ url: 'x', accessToken: () => 't', connect: fake.connect });
    live.start();
    await vi.runAllTimersAsync();
    fake.drop(null);
    expect(live.getState()).toEqual({ status: 'exhausted' });

    const other = createLiveConnection({ url: 'x', accessToken: () => 't', connect: fakeHub().connect });
    other.start();
    await vi.runAllTimersAsync();
    await other.stop();
    expect(other.getState()).toEqual({ status: 'idle' });
  });

  it('survives a stop and a start in a row (strict mode): the new hub is the one that listens and sends', async () => {
    const hubs: ReturnType<typeof fakeHub>[] = [];
    const live = createLiveConnection({
      url: 'x',
      accessToken: () => 't',
      connect: (url, options) => {
        const fake = fakeHub();
        hubs.push(fake);
        return fake.connect(url, options);
      },
    });
    live.start();
    void live.stop();
    live.start();
    await vi.runAllTimersAsync();
    expect(live.getState()).toEqual({ status: 'connected' });
    const heard = vi.fn();
    live.on('IncomingCall', heard);
    hubs[1]!.push('IncomingCall', 'call');
    expect(heard).toHaveBeenCalledWith('call');
    expect(await live.send('Online', 'hello server')).toBe(true);
    expect(hubs[1]!.hub.sent).toEqual([['Online', 'hello server']]);
    // The first hub closing late does not make the live connection look exhausted.
    hubs[0]!.close();
    expect(live.getState()).toEqual({ status: 'connected' });
  });
});
