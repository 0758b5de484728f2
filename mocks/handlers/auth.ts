import { jwtVerify } from 'jose';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { defineArea, endpoint } from '../api';
import { demoCredentials, demoTokenIssuer, demoTokenKey, demoVerificationCode, issueDemoToken } from '../data/auth';
import { userTable } from './common-user';

async function signedIn() {
  const user = userTable.get();
  return { user, accessToken: await issueDemoToken(user.id), tokenType: 'bearer' };
}

/** Credentials are checked, not validated: anything that is not the demo pair is the template's 404 with body false. */
const credentials = z.object({ email: z.unknown(), password: z.unknown() }).partial().catch({});

const matchesDemoAccount = ({ email, password }: z.output<typeof credentials>) =>
  typeof email === 'string' && email.trim().toLowerCase() === demoCredentials.email && password === demoCredentials.password;

const withCredentials = (path: string) =>
  endpoint.post(
    { path, rule: 'Body {email, password}: the demo pair answers {user, accessToken, tokenType}; anything else 404 with body false.', delayMs: 1500, body: credentials },
    async ({ body }) => (matchesDemoAccount(body) ? signedIn() : HttpResponse.json(false, { status: 404 })),
  );

const accepted = (path: string, delayMs: number, rule: string) => endpoint.post({ path, rule, delayMs }, () => true);

export const authArea = defineArea('Sign-in', [
  withCredentials('api/auth/sign-in'),
  withCredentials('api/auth/unlock-session'),

  endpoint.post(
    { path: 'api/auth/sign-in-with-token', rule: 'Body {accessToken}: a verified token answers the user and a new token; otherwise 401 Invalid token.', body: z.object({ accessToken: z.unknown() }).partial().catch({}) },
    async ({ body }) => {
      try {
        await jwtVerify(typeof body.accessToken === 'string' ? body.accessToken : '', demoTokenKey, { issuer: demoTokenIssuer, algorithms: ['HS256'] });
      } catch {
        return HttpResponse.json({ message: 'Invalid token' }, { status: 401 });
      }
      return signedIn();
    },
  ),

  /** Not in the template: the second step of a two-step sign-in, for the demo account's code only. */
  endpoint.post(
    { path: 'api/auth/2fa-verify', rule: "Body {code}: the demo account's code signs in; anything else 404 with body false.", delayMs: 1000, body: z.object({ code: z.unknown() }).partial().catch({}) },
    async ({ body }) => (typeof body.code === 'string' && body.code.trim() === demoVerificationCode ? signedIn() : HttpResponse.json(false, { status: 404 })),
  ),

  accepted('api/auth/sign-up', 1500, 'Answers true.'),
  accepted('api/auth/forgot-password', 1000, 'Answers true.'),
  accepted('api/auth/reset-password', 1000, 'Answers true.'),
]);
