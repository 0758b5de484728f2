import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import type { User } from '@/features/user';
import { demoCredentials, demoVerificationCode, tokenLifetimeSeconds } from '../data/auth';
import { persistTo, simulateReload } from '../db';
import { guestApi, serveFakeBackend, signedInApi } from '../node';
import { challengeLifetimeSeconds, codeAttempts } from './auth';

serveFakeBackend();

const api = guestApi;

interface SignInAnswer {
  user: User;
  accessToken: string;
  tokenType: string;
}

interface ChallengeAnswer {
  twoFactorRequired: true;
  challenge: string;
  expiresAt: string;
}

/** Both steps of the demo account's sign-in. */
async function signInWithCode(): Promise<SignInAnswer> {
  const { challenge } = await api.post<ChallengeAnswer>('api/auth/sign-in', { ...demoCredentials });
  return api.post<SignInAnswer>('api/auth/2fa-verify', { challenge, code: demoVerificationCode });
}

describe('demo authentication', () => {
  it('answers the demo pair with a short-lived challenge for the code step, not a session', async () => {
    const answer = await api.post<ChallengeAnswer & Partial<SignInAnswer>>('api/auth/sign-in', { ...demoCredentials });
    expect(answer.twoFactorRequired).toBe(true);
    expect(answer.accessToken).toBeUndefined();
    const claims = decodeJwt(answer.challenge);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(challengeLifetimeSeconds);
    expect(Date.parse(answer.expiresAt) / 1000).toBe(claims.exp);
  });

  it('refuses the code without the password step, with a forged or an expired challenge', async () => {
    await expect(api.post('api/auth/2fa-verify', { code: demoVerificationCode })).rejects.toMatchObject({
      status: 401,
      body: { message: 'Sign in again' },
    });
    const key = new TextEncoder().encode('call-center-demo-token-key');
    const forged = await new SignJWT({ purpose: 'two-factor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('made-up')
      .setIssuer('call-center-demo')
      .setExpirationTime('5m')
      .sign(key);
    await expect(api.post('api/auth/2fa-verify', { challenge: forged, code: demoVerificationCode })).rejects.toMatchObject({ status: 401 });
    // An access token is not a challenge.
    const { accessToken } = await signInWithCode();
    await expect(api.post('api/auth/2fa-verify', { challenge: accessToken, code: demoVerificationCode })).rejects.toMatchObject({
      status: 401,
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { challenge } = await api.post<ChallengeAnswer>('api/auth/sign-in', { ...demoCredentials });
      vi.setSystemTime(Date.now() + (challengeLifetimeSeconds + 1) * 1000);
      await expect(api.post('api/auth/2fa-verify', { challenge, code: demoVerificationCode })).rejects.toMatchObject({ status: 401 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a challenge across a reload of the page the fake backend runs in', async () => {
    // Web storage outlives the page's memory, which a reload wipes.
    const items = new Map<string, string>();
    persistTo({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    });
    try {
      const { challenge } = await api.post<ChallengeAnswer>('api/auth/sign-in', { ...demoCredentials });
      simulateReload();
      await expect(api.post('api/auth/2fa-verify', { challenge, code: demoVerificationCode })).resolves.toMatchObject({
        tokenType: 'bearer',
      });
    } finally {
      persistTo(null);
    }
  });

  it('spends a challenge on success and after too many wrong codes', async () => {
    const first = await api.post<ChallengeAnswer>('api/auth/sign-in', { ...demoCredentials });
    await expect(api.post('api/auth/2fa-verify', { challenge: first.challenge, code: demoVerificationCode })).resolves.toMatchObject({
      tokenType: 'bearer',
    });
    await expect(api.post('api/auth/2fa-verify', { challenge: first.challenge, code: demoVerificationCode })).rejects.toMatchObject({
      status: 401,
    });

    const second = await api.post<ChallengeAnswer>('api/auth/sign-in', { ...demoCredentials });
    for (let attempt = 1; attempt <= codeAttempts; attempt += 1) {
      await expect(api.post('api/auth/2fa-verify', { challenge: second.challenge, code: '000000' })).rejects.toMatchObject({
        status: 404,
        body: false,
      });
    }
    await expect(api.post('api/auth/2fa-verify', { challenge: second.challenge, code: demoVerificationCode })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('signs in with the demo pair and the code, and issues an HS256 token valid for 7 days that names the user', async () => {
    const answer = await signInWithCode();
    expect(answer.tokenType).toBe('bearer');
    expect(answer.user.email).toBe(demoCredentials.email);
    const claims = decodeJwt(answer.accessToken);
    expect(claims.iss).toBe('call-center-demo');
    expect(claims.name).toBe(answer.user.fullName);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(tokenLifetimeSeconds);
    expect(tokenLifetimeSeconds).toBe(604800);
  });

  it('accepts the e-mail in any case but not a wrong password: 404 with body false', async () => {
    await expect(
      api.post('api/auth/sign-in', { email: demoCredentials.email.toUpperCase(), password: demoCredentials.password }),
    ).resolves.toBeTruthy();
    const error = await api
      .post('api/auth/sign-in', { email: demoCredentials.email, password: 'guess' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: false });
    await expect(signedInApi.post('api/auth/unlock-session', {})).rejects.toMatchObject({ status: 404 });
  });

  it('unlocks a session with the same pair, and only a session', async () => {
    const answer = await signedInApi.post<SignInAnswer>('api/auth/unlock-session', { ...demoCredentials });
    expect(answer.accessToken).toBeTruthy();
    // The password alone is the first of two steps: without a session it unlocks nothing.
    await expect(api.post('api/auth/unlock-session', { ...demoCredentials })).rejects.toMatchObject({ status: 401 });
  });

  it("refuses the password step's challenge wherever an access token is asked for", async () => {
    const { challenge } = await api.post<ChallengeAnswer>('api/auth/sign-in', { ...demoCredentials });
    expect(decodeJwt(challenge).purpose).toBe('two-factor');
    await expect(api.post('api/auth/sign-in-with-token', { accessToken: challenge })).rejects.toMatchObject({
      status: 401,
      body: { message: 'Invalid token' },
    });
    const asBearer = await fetch('http://localhost/api/common/user', { headers: { Authorization: `Bearer ${challenge}` } });
    expect(asBearer.status).toBe(401);
    const unlock = await fetch('http://localhost/api/auth/unlock-session', {
      method: 'POST',
      headers: { Authorization: `Bearer ${challenge}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(demoCredentials),
    });
    expect(unlock.status).toBe(401);
  });

  it('renews a valid token and refuses a forged one with 401 Invalid token', async () => {
    const { accessToken } = await signInWithCode();
    const renewed = await api.post<SignInAnswer>('api/auth/sign-in-with-token', { accessToken });
    expect(renewed.accessToken).toBeTruthy();
    expect(renewed.user.id).toBe(decodeJwt(accessToken).sub);

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('call-center-demo')
      .sign(new TextEncoder().encode('not-the-key'));
    const error = await api.post('api/auth/sign-in-with-token', { accessToken: forged }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
    await expect(api.post('api/auth/sign-in-with-token', {})).rejects.toMatchObject({ status: 401 });
  });

  it('answers forgot and reset password with true', async () => {
    for (const path of ['api/auth/forgot-password', 'api/auth/reset-password']) {
      await expect(api.post(path, {})).resolves.toBe(true);
    }
  });

  it('takes a sign-up with an internationalised address, and refuses what no form lets through with a 400', async () => {
    const account = { name: 'Änna Ömer', email: 'ännä@exämple.at', password: 'sicher-2026', company: '' };
    await expect(api.post('api/auth/sign-up', account)).resolves.toBe(true);
    for (const change of [
      { email: 'not an address' },
      { email: `${'a'.repeat(250)}@b.at` },
      { password: 'x'.repeat(129) },
      { name: 'x'.repeat(101) },
      { password: 'short' },
    ]) {
      await expect(api.post('api/auth/sign-up', { ...account, ...change }), JSON.stringify(change).slice(0, 40)).rejects.toMatchObject({
        status: 400,
      });
    }
    await expect(api.post('api/auth/sign-in', { email: 'anna@callcenter.example', password: 'x'.repeat(129) })).rejects.toMatchObject({
      status: 400,
    });
  });
});
