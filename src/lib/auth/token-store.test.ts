import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenStore, isTokenExpired, memoryStorage, tokenName, usableToken } from './token-store';

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
});
