import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallsStore, parseIncomingCall, ringTimeoutMs } from './calls-store';

const call = (id: string) => ({ id, organizer: { fullName: 'Maria Huber' }, createdOn: '2026-03-16T08:30:00.000Z' });

describe('ringing calls', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows a room once, and never again once it was answered', () => {
    const store = createCallsStore({ channelName: 'test-1' });
    expect(store.ring(call('r1'), 'IncomingCall')).toBe(true);
    expect(store.ring(call('r1'), 'IncomingCall')).toBe(false);
    expect(store.list().map((entry) => entry.call.id)).toEqual(['r1']);
    store.answer('r1');
    expect(store.list()).toEqual([]);
    expect(store.ring(call('r1'), 'DirectIncomingCall')).toBe(false);
    store.dispose();
  });

  it('tells once for each room that stops ringing, however it stopped', () => {
    const store = createCallsStore({ channelName: 'test-closed' });
    const closed = vi.fn();
    store.onClosed(closed);
    store.ring(call('r1'), 'IncomingCall');
    store.ring(call('r2'), 'IncomingCall');
    store.answer('r1');
    store.answeredElsewhere('r1');
    vi.advanceTimersByTime(ringTimeoutMs);
    expect(closed.mock.calls.map(([id]) => id)).toEqual(['r1', 'r2']);
    store.dispose();
  });

  it('closes a room answered elsewhere', () => {
    const store = createCallsStore({ channelName: 'test-2' });
    store.ring(call('r1'), 'IncomingCall');
    store.ring(call('r2'), 'IncomingCall');
    store.answeredElsewhere('r1');
    expect(store.list().map((entry) => entry.call.id)).toEqual(['r2']);
    store.dispose();
  });

  it('stops ringing a call nobody takes', () => {
    const store = createCallsStore({ channelName: 'test-3' });
    store.ring(call('r1'), 'IncomingCall');
    vi.advanceTimersByTime(ringTimeoutMs - 1);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
    store.dispose();
  });

  it('can leave the other tabs and join them again (React runs effects twice in strict mode)', () => {
    const store = createCallsStore({ channelName: 'test-reopen' });
    store.ring(call('r1'), 'IncomingCall');
    store.dispose();
    store.open();
    expect(() => store.answer('r1')).not.toThrow();
    store.dispose();
  });

  it('tells the other tabs of the user when this one answers', async () => {
    const first = createCallsStore({ channelName: 'test-tabs' });
    const second = createCallsStore({ channelName: 'test-tabs' });
    first.ring(call('r1'), 'IncomingCall');
    second.ring(call('r1'), 'IncomingCall');
    first.answer('r1');
    await vi.waitFor(() => expect(second.list()).toEqual([]), { timeout: 10_000, interval: 10 });
    first.dispose();
    second.dispose();
  });
});

describe('calls across tabs and outages', () => {
  const ids = (store: ReturnType<typeof createCallsStore>) => store.list().map((entry) => entry.call.id);

  it('tells the other tabs when the server says a room was answered elsewhere', async () => {
    const first = createCallsStore({ channelName: 'test-elsewhere' });
    const second = createCallsStore({ channelName: 'test-elsewhere' });
    first.ring(call('r1'), 'IncomingCall');
    await vi.waitFor(() => expect(ids(second)).toEqual(['r1']), { timeout: 10_000, interval: 10 });
    first.answeredElsewhere('r1');
    await vi.waitFor(() => expect(ids(second)).toEqual([]), { timeout: 10_000, interval: 10 });
    // Heard late from the hub, the ended room does not come back in the other tab.
    expect(second.ring(call('r1'), 'IncomingCall')).toBe(false);
    first.dispose();
    second.dispose();
  });

  it('shows in every tab a call that one tab heard of', async () => {
    const first = createCallsStore({ channelName: 'test-heard' });
    const second = createCallsStore({ channelName: 'test-heard' });
    first.reconcile([{ call: call('r7'), channel: 'IncomingCall' }], first.mark());
    await vi.waitFor(() => expect(ids(second)).toEqual(['r7']), { timeout: 10_000, interval: 10 });
    first.dispose();
    second.dispose();
  });

  it('reconciles after a reconnect: missed open calls ring, ended ones close, newer ones stay', () => {
    const store = createCallsStore({ channelName: 'test-reconcile' });
    store.ring(call('ended'), 'IncomingCall');
    store.ring(call('still-open'), 'IncomingCall');
    const mark = store.mark();
    // Rung by the hub while the question was on its way: the answer cannot know it yet.
    store.ring(call('newer'), 'IncomingCall');
    store.reconcile(
      [
        { call: call('still-open'), channel: 'IncomingCall' },
        { call: call('missed'), channel: 'IncomingCall' },
      ],
      mark,
    );
    expect(ids(store).sort()).toEqual(['missed', 'newer', 'still-open']);
    // Once ended, a room stays closed, whatever a later answer or the hub says.
    store.reconcile([{ call: call('ended'), channel: 'IncomingCall' }], store.mark());
    expect(ids(store)).not.toContain('ended');
    store.dispose();
  });
});

describe('incoming call messages', () => {
  it('reads the JSON body of the event', () => {
    expect(
      parseIncomingCall('{"id":"r1","category":"Arzttermin","organizer":{"fullName":"Maria Huber"},"createdOn":"2026-03-16T08:30:00Z"}'),
    ).toEqual({
      id: 'r1',
      category: 'Arzttermin',
      organizer: { fullName: 'Maria Huber' },
      createdOn: '2026-03-16T08:30:00Z',
    });
  });

  it('turns away what is not a call', () => {
    expect(parseIncomingCall('not json')).toBeNull();
    expect(parseIncomingCall('{"id":"r1"}')).toBeNull();
    expect(parseIncomingCall(42)).toBeNull();
    expect(parseIncomingCall({ id: 'r1', organizer: { fullName: 'A' }, category: '  ' })).not.toHaveProperty('category');
  });
});
