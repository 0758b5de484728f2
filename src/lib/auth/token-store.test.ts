import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenStore, isTokenExpired, memoryStorage, tokenClaims, tokenName, usableToken } from './token-store';

const secret = new TextEncoder().encode('test-secret');
const now = Date.UTC(2026, 2, 16);

const token = (claims: { exp?: number }) => {
  const jwt = new SignJWT({ sub: 'user-1' }).setProtectedHeader({ alg: 'HS256' });
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(secret);
};

describe('access tokens', () => {
  it('is expired from its exp second on', async () => {
    const exp = Math.floor(now / 1000) + 10;
    const jwt = await token({ exp });
    expect(isTokenExpired(jwt, exp * 1000 - 1)).toBe(false);
    expect(isTokenExpired(jwt, exp * 1000)).toBe(true);
  });

  it('counts a token without exp as valid and an unreadable one as expired', async () => {
    expect(isTokenExpired(await token({}), now)).toBe(false);
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired('a.b.c', now)).toBe(true);
  });

  it('reads a payload as jose signs it, any name included', async () => {
    const names = ['Anna Gruber', 'Jürgen Öztürk-Maß', 'ليلى حداد', '👩‍💼 Kim ~?>'];
    for (const name of names) {
      const jwt = await new SignJWT({ sub: 'user-1', name })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(1_773_600_000)
        .setExpirationTime(1_773_603_600)
        .sign(secret);
      expect(tokenClaims(jwt)).toEqual({ sub: 'user-1', name, iat: 1_773_600_000, exp: 1_773_603_600 });
    }
  });

  it('cannot read a token that is not a compact JWS with a JSON object of the expected claim types', () => {
    const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const header = part({ alg: 'HS256' });
    const withPayload = (payload: unknown) => `${header}.${part(payload)}.signature`;
    expect(tokenClaims(withPayload({ sub: 'user-1', exp: 1 }))).toEqual({ sub: 'user-1', exp: 1 });
    expect(tokenClaims(withPayload([1, 2]))).toBeNull();
    expect(tokenClaims(withPayload(42))).toBeNull();
    expect(tokenClaims(withPayload(null))).toBeNull();
    // An expiry the page cannot compare is no expiry it may ignore: the token counts as expired.
    expect(tokenClaims(withPayload({ sub: 'user-1', exp: '9999999999' }))).toBeNull();
    expect(isTokenExpired(withPayload({ sub: 'user-1', exp: '9999999999' }), now)).toBe(true);
    expect(tokenClaims(withPayload({ sub: 42 }))).toBeNull();
    expect(tokenClaims(withPayload({ iat: 'yesterday' }))).toBeNull();
    // Five parts are an encrypted token, four or two none at all; a payload must be base64url.
    expect(tokenClaims(`${withPayload({ sub: 'user-1' })}.more.parts`)).toBeNull();
    expect(tokenClaims(`${header}.${part({ sub: 'user-1' })}`)).toBeNull();
    expect(tokenClaims(`${header}..signature`)).toBeNull();
    expect(tokenClaims(`${header}.${btoa('{"sub":"user-1"}')}.signature`)).toBeNull();
    expect(tokenClaims(`${header}.${part('text').slice(0, -1)}x.signature`)).toBeNull();
    // Bytes that are not UTF-8.
    expect(tokenClaims(`${header}.${btoa('\xff\xfe{}').replace(/=+$/, '')}.signature`)).toBeNull();
  });

  it('reads a token once while it is the one asked about, and hands out claims no caller can change', async () => {
    const signed = (sub: string) => new SignJWT({ sub }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const first = await signed('user-1');
    const second = await signed('user-2');
    const claims = tokenClaims(first);
    expect(tokenClaims(first)).toBe(claims);
    expect(Object.isFrozen(claims)).toBe(true);
    expect(tokenClaims(second)?.sub).toBe('user-2');
    expect(tokenClaims(first)).toEqual(claims);
  });

  it("reads the user's name from the name claim, and nothing else as one", async () => {
    const named = (name: unknown) => new SignJWT({ sub: 'user-1', name }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(tokenName(await named('Anna Gruber'))).toBe('Anna Gruber');
    expect(tokenName(await token({}))).toBeNull();
    expect(tokenName(await named('  '))).toBeNull();
    expect(tokenName(await named(42))).toBeNull();
    expect(tokenName('garbage')).toBeNull();
    expect(tokenName(null)).toBeNull();
  });

  it('hands out only a stored, unexpired token', async () => {
    const store = createTokenStore(memoryStorage());
    expect(usableToken(store, now)).toBeNull();
    store.set(await token({ exp: Math.floor(now / 1000) - 1 }));
    expect(usableToken(store, now)).toBeNull();
    const fresh = await token({ exp: Math.floor(now / 1000) + 3600 });
    store.set(fresh);
    expect(usableToken(store, now)).toBe(fresh);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it("never hands out a two-step sign-in's challenge as the session's token", async () => {
    const exp = Math.floor(now / 1000) + 300;
    const withPurpose = (purpose: string) =>
      new SignJWT({ sub: 'user-1', purpose }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(secret);
    const store = createTokenStore(memoryStorage());
    store.set(await withPurpose('two-factor'));
    expect(usableToken(store, now)).toBeNull();
    const access = await withPurpose('access');
    store.set(access);
    expect(usableToken(store, now)).toBe(access);
  });
});
