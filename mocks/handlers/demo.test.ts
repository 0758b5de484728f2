import { describe, expect, it } from 'vitest';
import type { User } from '@/features/user';
import { demoCredentials, demoVerificationCode } from '../data/auth';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;

describe('demo-only endpoints', () => {
  it('tell the sign-in page the sample account', async () => {
    await expect(api.get('api/demo/account')).resolves.toEqual({ ...demoCredentials, verificationCode: demoVerificationCode });
  });

  it('reset every change to the sample data', async () => {
    await api.patch('api/common/user', { user: { fullName: 'Changed Name' } });
    await expect(api.get<User>('api/common/user')).resolves.toMatchObject({ fullName: 'Changed Name' });
    await expect(api.post('api/demo/reset')).resolves.toBe(true);
    await expect(api.get<User>('api/common/user')).resolves.toMatchObject({ fullName: 'Anna Gruber' });
  });

  it('publish an account that gets through both steps of sign-in', async () => {
    const account = await api.get<typeof demoCredentials & { verificationCode: string }>('api/demo/account');
    const { challenge } = await api.post<{ challenge: string }>('api/auth/sign-in', { email: account.email, password: account.password });
    await expect(api.post('api/auth/2fa-verify', { challenge, code: '000000' })).rejects.toMatchObject({ status: 404, body: false });
    await expect(api.post('api/auth/2fa-verify', { challenge, code: account.verificationCode })).resolves.toMatchObject({
      tokenType: 'bearer',
    });
  });
});
