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
    await vi.waitFor(() => expect(second.list()).toEqual([]), { timeout: 1000, interval: 10 });
    first.dispose();
    second.dispose();
  });
});

describe('incoming call messages', () => {
  it('reads the JSON body of the event', () => {
    expect(parseIncomingCall('{"id":"r1","category":"Arzttermin","organizer":{"fullName":"Maria Huber"},"createdOn":"2026-03-16T08:30:00Z"}')).toEqual({
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
