import { jwtVerify } from 'jose';
import { http, HttpResponse } from 'msw';
import { demoCredentials, demoTokenIssuer, demoTokenKey, demoVerificationCode, issueDemoToken } from '../data/auth';
import { specDelay } from '../delays';
import { userTable } from './common-user';

async function signedIn() {
  const user = userTable.get();
  return { user, accessToken: await issueDemoToken(user.id), tokenType: 'bearer' };
}

interface Credentials {
  email?: string;
  password?: string;
}

/** Sign-in and unlock accept only the demo pair: anything else is 404 with body false, as in the template. */
const withCredentials = (path: string) =>
  http.post(path, async ({ request }) => {
    await specDelay(1500);
    const { email, password } = ((await request.json().catch(() => ({}))) ?? {}) as Credentials;
    if (email?.trim().toLowerCase() !== demoCredentials.email || password !== demoCredentials.password) {
      return HttpResponse.json(false, { status: 404 });
    }
    return HttpResponse.json(await signedIn());
  });

export const authHandlers = [
  withCredentials('*/api/auth/sign-in'),
  withCredentials('*/api/auth/unlock-session'),

  http.post('*/api/auth/sign-in-with-token', async ({ request }) => {
    const { accessToken } = ((await request.json().catch(() => ({}))) ?? {}) as { accessToken?: string };
    try {
      await jwtVerify(accessToken ?? '', demoTokenKey, { issuer: demoTokenIssuer, algorithms: ['HS256'] });
    } catch {
      return HttpResponse.json({ message: 'Invalid token' }, { status: 401 });
    }
    return HttpResponse.json(await signedIn());
  }),

  /** Not in the template: the second step of a two-step sign-in, for the demo account's code only. */
  http.post('*/api/auth/2fa-verify', async ({ request }) => {
    await specDelay(1000);
    const { code } = ((await request.json().catch(() => ({}))) ?? {}) as { code?: string };
    if (code?.trim() !== demoVerificationCode) return HttpResponse.json(false, { status: 404 });
    return HttpResponse.json(await signedIn());
  }),

  http.post('*/api/auth/sign-up', async () => {
    await specDelay(1500);
    return HttpResponse.json(true);
  }),
  http.post('*/api/auth/forgot-password', async () => {
    await specDelay(1000);
    return HttpResponse.json(true);
  }),
  http.post('*/api/auth/reset-password', async () => {
    await specDelay(1000);
    return HttpResponse.json(true);
  }),
];
