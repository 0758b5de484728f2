import { describe, expect, it, vi } from 'vitest';
import {
  fromUrlSafeBase64,
  notSubscribedMessage,
  subscribeToPush,
  subscriptionPayload,
  toUrlSafeBase64,
  unsubscribeFailedMessage,
  unsubscribeFromPush,
} from './push-subscription';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

describe('push subscription', () => {
  it('writes keys as URL-safe base64 without padding', () => {
    // 0xfb 0xff would be "+/8=" in plain base64.
    expect(toUrlSafeBase64(bytes(0xfb, 0xff))).toBe('-_8');
    expect(toUrlSafeBase64(null)).toBe('');
    expect([...fromUrlSafeBase64('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('sends endpoint, auth and p256dh', () => {
    const subscription = {
      endpoint: 'https://push.example/abc',
      getKey: (name: string) => (name === 'auth' ? bytes(1, 2, 3) : bytes(0xff, 0xfe)),
    };
    expect(subscriptionPayload(subscription as never)).toEqual({ endpoint: 'https://push.example/abc', auth: 'AQID', p256dh: '__4' });
  });

  it('subscribes with the VAPID key and posts the payload', async () => {
    const subscribe = vi.fn(async () => ({ endpoint: 'https://push.example/x', getKey: () => bytes(1) }));
    const post = vi.fn(async () => true);
    const ok = await subscribeToPush('AQID', { pushManager: { subscribe, getSubscription: vi.fn() } as never, post });
    expect(ok).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(post).toHaveBeenCalledWith({ endpoint: 'https://push.example/x', auth: 'AQ', p256dh: 'AQ' });
  });

  it("only logs 'Could not subscribe to notifications' when it fails", async () => {
    const log = vi.fn();
    const subscribe = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(subscribeToPush('AQID', { pushManager: { subscribe, getSubscription: vi.fn() } as never, log })).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Could not subscribe to notifications', expect.any(DOMException));
  });

  it("says 'Not subscribed to push notifications.' or 'Unsubscribe failed!' when unsubscribing cannot work", async () => {
    await expect(unsubscribeFromPush({ pushManager: { getSubscription: async () => null } as never })).rejects.toThrow(
      notSubscribedMessage,
    );
    await expect(
      unsubscribeFromPush({ pushManager: { getSubscription: async () => ({ unsubscribe: async () => false }) } as never }),
    ).rejects.toThrow(unsubscribeFailedMessage);
    await expect(
      unsubscribeFromPush({
        pushManager: { getSubscription: async () => ({ unsubscribe: async () => Promise.reject(new Error('x')) }) } as never,
      }),
    ).rejects.toThrow(unsubscribeFailedMessage);
    await expect(
      unsubscribeFromPush({ pushManager: { getSubscription: async () => ({ unsubscribe: async () => true }) } as never }),
    ).resolves.toBeUndefined();
  });
});
