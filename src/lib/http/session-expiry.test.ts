import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, memoryStorage } from '@/lib/auth';
import { createSessionItems } from '@/lib/auth/session-items';
import { createSessionExpiry, sessionExpiryDelayMs } from './session-expiry';

const tokens = () => createTokenStore(memoryStorage({ accessToken: 'token' }));

describe('session expiry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs out and reloads 2000 ms after the report, not before', () => {
    const store = tokens();
    const reload = vi.fn();
    const onExpiring = vi.fn();
    const expiry = createSessionExpiry({ tokens: store, reload, onExpiring });

    expiry.expire();
    expect(sessionExpiryDelayMs).toBe(2000);
    expect(onExpiring).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(reload).not.toHaveBeenCalled();
    expect(store.get()).toBe('token');

    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('signs out once however many requests report it', () => {
    const reload = vi.fn();
    const expiry = createSessionExpiry({ tokens: tokens(), reload });
    expiry.expire();
    vi.advanceTimersByTime(1000);
    expiry.expire();
    expiry.expire();
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('session expiry listeners', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells subscribers once, and not after they unsubscribe', () => {
    const expiry = createSessionExpiry({ tokens: tokens(), reload: vi.fn() });
    const first = vi.fn();
    const second = vi.fn();
    expiry.subscribe(first);
    const unsubscribe = expiry.subscribe(second);
    unsubscribe();
    expiry.expire();
    expiry.expire();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it("forgets the user's drafts and unsent messages with the forced sign-out", () => {
    const store = tokens();
    const items = createSessionItems(memoryStorage(), () => 'user-1');
    items.write('quick-chat.drafts', { 'chat-1': 'Bin gleich da' });
    const expiry = createSessionExpiry({ tokens: store, reload: vi.fn(), forget: () => items.forgetAll() });
    expiry.expire();
    vi.advanceTimersByTime(sessionExpiryDelayMs);
    expect(items.read('quick-chat.drafts')).toBeUndefined();
  });
});
