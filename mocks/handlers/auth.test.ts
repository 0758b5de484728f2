import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenStore, memoryStorage } from '@/lib/auth';
import { createHttpClient, HttpError } from '@/lib/http';
import type { User } from '@/features/user';
import { demoCredentials, tokenLifetimeSeconds } from '../data/auth';
import { serveFakeBackend } from '../node';

serveFakeBackend();

const api = createHttpClient({ baseUrl: 'http://localhost/', tokens: createTokenStore(memoryStorage()) });

interface SignInAnswer {
  user: User;
  accessToken: string;
  tokenType: string;
}

describe('demo authentication', () => {
  it('signs in with the demo pair and issues an HS256 token valid for 7 days', async () => {
    const answer = await api.post<SignInAnswer>('api/auth/sign-in', { ...demoCredentials });
    expect(answer.tokenType).toBe('bearer');
    expect(answer.user.email).toBe(demoCredentials.email);
    const claims = decodeJwt(answer.accessToken);
    expect(claims.iss).toBe('call-center-demo');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(tokenLifetimeSeconds);
    expect(tokenLifetimeSeconds).toBe(604800);
  });

  it('accepts the e-mail in any case but not a wrong password: 404 with body false', async () => {
    await expect(api.post('api/auth/sign-in', { email: demoCredentials.email.toUpperCase(), password: demoCredentials.password })).resolves.toBeTruthy();
    const error = await api.post('api/auth/sign-in', { email: demoCredentials.email, password: 'guess' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: false });
    await expect(api.post('api/auth/unlock-session', {})).rejects.toMatchObject({ status: 404 });
  });

  it('unlocks a session with the same pair', async () => {
    const answer = await api.post<SignInAnswer>('api/auth/unlock-session', { ...demoCredentials });
    expect(answer.accessToken).toBeTruthy();
  });

  it('renews a valid token and refuses a forged one with 401 Invalid token', async () => {
    const { accessToken } = await api.post<SignInAnswer>('api/auth/sign-in', { ...demoCredentials });
    const renewed = await api.post<SignInAnswer>('api/auth/sign-in-with-token', { accessToken });
    expect(renewed.accessToken).toBeTruthy();
    expect(renewed.user.id).toBe(decodeJwt(accessToken).sub);

    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('call-center-demo').sign(new TextEncoder().encode('not-the-key'));
    const error = await api.post('api/auth/sign-in-with-token', { accessToken: forged }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
    await expect(api.post('api/auth/sign-in-with-token', {})).rejects.toMatchObject({ status: 401 });
  });

  it('answers sign-up, forgot and reset password with true', async () => {
    for (const path of ['api/auth/sign-up', 'api/auth/forgot-password', 'api/auth/reset-password']) {
      await expect(api.post(path, {})).resolves.toBe(true);
    }
  });
});
