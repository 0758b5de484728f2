import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionEnd, renewAheadMs, renewalTime } from './session-end';
import { createTokenStore, memoryStorage } from './token-store';

const key = new TextEncoder().encode('test-key');
const tokenFor = (issuedAt: number, expiresAt: number) =>
  new SignJWT({ sub: 'user-1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt / 1000)
    .setExpirationTime(expiresAt / 1000)
    .sign(key);

const now = Date.UTC(2026, 10, 23, 12);

describe('session renewal time', () => {
  it('is a minute before expiry, or halfway through a shorter life', async () => {
    expect(renewalTime(await tokenFor(now, now + 7 * 86_400_000))).toBe(now + 7 * 86_400_000 - renewAheadMs);
    expect(renewalTime(await tokenFor(now, now + 10_000))).toBe(now + 5_000);
  });

  it('is not there for a token without an expiry', async () => {
    expect(renewalTime(await new SignJWT({ sub: 'user-1' }).setProtectedHeader({ alg: 'HS256' }).sign(key))).toBeNull();
    expect(renewalTime('not a token')).toBeNull();
  });
});

describe('the end of a session that ran out', () => {
  it('removes an expired token and says so until the next session starts', async () => {
    const tokens = createTokenStore(memoryStorage({ accessToken: await tokenFor(now - 20_000, now - 1) }));
    const end = createSessionEnd(tokens);
    expect(end.endIfExpired(now)).toBe(true);
    expect(tokens.get()).toBeNull();
    expect(end.expired).toBe(true);
    tokens.set(await tokenFor(now, now + 60_000));
    expect(end.expired).toBe(false);
  });

  it('keeps the notice through a reload of the tab, until the next session starts', async () => {
    const tab = memoryStorage();
    const tokens = createTokenStore(memoryStorage({ accessToken: await tokenFor(now - 20_000, now - 1) }));
    expect(createSessionEnd(tokens, tab).endIfExpired(now)).toBe(true);
    // The page is loaded again: a new session end on the same tab's storage.
    const reloaded = createSessionEnd(tokens, tab);
    expect(reloaded.expired).toBe(true);
    tokens.set(await tokenFor(now, now + 60_000));
    expect(reloaded.expired).toBe(false);
    expect(createSessionEnd(tokens, tab).expired).toBe(false);
  });

  it('leaves a usable token alone', async () => {
    const token = await tokenFor(now, now + 60_000);
    const tokens = createTokenStore(memoryStorage({ accessToken: token }));
    const end = createSessionEnd(tokens);
    expect(end.endIfExpired(now)).toBe(false);
    expect(tokens.get()).toBe(token);
    expect(end.expired).toBe(false);
  });
});
