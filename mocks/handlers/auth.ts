import { jwtVerify, SignJWT } from 'jose';
import { HttpResponse } from 'msw';
import { z } from '@/lib/validation';
import { accountLimits, signUpRequestSchema } from '@/features/auth/schemas';
import type { Contract } from '@/lib/contract';
import { defineArea, endpoint } from '../api';
import { defineTable } from '../db';
import {
  demoCredentials,
  demoTokenIssuer,
  demoTokenKey,
  demoVerificationCode,
  issueDemoToken,
  tokenPurposes,
  verifyAccessToken,
} from '../data/auth';
import { userTable } from './common-user';
import { authEndpoints } from '@/features/auth/endpoints';

async function signedIn() {
  const user = userTable.get();
  return { user, accessToken: await issueDemoToken(user.id, { name: user.fullName }), tokenType: 'bearer' as const };
}

/**
 * Credentials are checked, not validated: anything that is not the demo pair is the template's 404
 * with body false. Only what no form lets through (values over the fields' limits) is a 400.
 */
const credentials = z
  .catch(z.partial(z.object({ email: z.unknown(), password: z.unknown() })), {})
  .check(
    z.refine(
      ({ email, password }) =>
        !(typeof email === 'string' && email.length > accountLimits.email) &&
        !(typeof password === 'string' && password.length > accountLimits.password),
    ),
  );

const matchesDemoAccount = ({ email, password }: z.output<typeof credentials>) =>
  typeof email === 'string' && email.trim().toLowerCase() === demoCredentials.email && password === demoCredentials.password;

/** How long the code step may follow the password, and how many wrong codes it takes. */
export const challengeLifetimeSeconds = 5 * 60;
export const codeAttempts = 5;

/**
 * The password step's proof, which the code step sends back: signed, short-lived, and good for one
 * sign-in. The attempts are counted per challenge, so a spent or guessed-at one stops working. Kept
 * like the other tables: the fake backend runs in the page, and a reload of the code page must not
 * forget the challenge (nor give a spent one back its attempts).
 */
export const challengesTable = defineTable<Record<string, number>>('auth-challenges', { version: 1, seed: () => ({}) });

const attemptsLeft = (id: string) => challengesTable.get()[id];
const setAttemptsLeft = (id: string, left: number) =>
  challengesTable.update((all) => {
    const now = Object.fromEntries(Object.entries(all).filter(([key]) => key !== id));
    return left > 0 ? { ...now, [id]: left } : now;
  });

/** The password step's answer for `subject`: a fresh challenge (stories start at the code step with one). */
export async function issueChallenge(subject: string) {
  const id = crypto.randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + challengeLifetimeSeconds;
  setAttemptsLeft(id, codeAttempts);
  const challenge = await new SignJWT({ purpose: tokenPurposes.twoFactor })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(id)
    .setSubject(subject)
    .setIssuer(demoTokenIssuer)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(demoTokenKey);
  return { twoFactorRequired: true as const, challenge, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** The challenge's id while it is valid, unexpired and not spent; otherwise null. */
async function openChallenge(challenge: unknown): Promise<string | null> {
  if (typeof challenge !== 'string') return null;
  try {
    const { payload } = await jwtVerify(challenge, demoTokenKey, { issuer: demoTokenIssuer, algorithms: ['HS256'] });
    return payload.purpose === tokenPurposes.twoFactor && payload.jti && attemptsLeft(payload.jti) !== undefined ? payload.jti : null;
  } catch {
    return null;
  }
}

const signInAgain = () => HttpResponse.json({ message: 'Sign in again' }, { status: 401 });

const wrongCredentials = () => HttpResponse.json(false, { status: 404 });

const accepted = (answered: Contract<'POST', { body: object; answer: boolean }>, delayMs: number, rule: string) =>
  endpoint(answered, { rule, delayMs, access: 'anyone' }, () => true);

export const authArea = defineArea('Sign-in', [
  /** Not as in the template: the demo account has two-step verification, so a right password earns only the code step. */
  endpoint(
    authEndpoints.signIn,
    {
      rule: `Body {email, password}: the demo pair answers {twoFactorRequired: true, challenge, expiresAt} (the challenge lasts ${challengeLifetimeSeconds / 60} minutes); anything else 404 with body false.`,
      delayMs: 1500,
      access: 'anyone',
      body: credentials,
    },
    async ({ body }) => (matchesDemoAccount(body) ? issueChallenge(userTable.get().id) : wrongCredentials()),
  ),
  // The session's owner proved the second factor when the session began: unlocking asks for the
  // password only, and only inside that session (its token, for its own user). Without one it is no
  // shortcut past the code step: 401, as every endpoint that needs a session.
  endpoint(
    authEndpoints.unlockSession,
    {
      rule: "Needs the session it unlocks. Body {email, password}: the session user's pair answers {user, accessToken, tokenType}; anything else 404 with body false.",
      delayMs: 1500,
      body: credentials,
    },
    async ({ body, session }) => (matchesDemoAccount(body) && session?.userId === userTable.get().id ? signedIn() : wrongCredentials()),
  ),

  endpoint(
    authEndpoints.signInWithToken,
    {
      rule: "Body {accessToken}: a valid access token (not the password step's challenge) answers the user and a new token; otherwise 401 Invalid token.",
      access: 'anyone',
      body: z.catch(z.partial(z.object({ accessToken: z.unknown() })), {}),
    },
    async ({ body }) =>
      (await verifyAccessToken(body.accessToken)) ? signedIn() : HttpResponse.json({ message: 'Invalid token' }, { status: 401 }),
  ),

  /** Not in the template: the second step of a two-step sign-in, only with the challenge the password step gave. */
  endpoint(
    authEndpoints.twoFactorVerify,
    {
      rule: `Body {challenge, code}: without a valid, unexpired, unspent challenge 401 Sign in again; the demo account's code signs in (and spends the challenge); a wrong code 404 with body false, and the ${codeAttempts}th spends it.`,
      delayMs: 1000,
      access: 'anyone',
      body: z
        .catch(z.partial(z.object({ challenge: z.unknown(), code: z.unknown() })), {})
        // A code is six digits: anything over 16 characters is no attempt at one.
        .check(z.refine(({ code }) => !(typeof code === 'string' && code.length > 16))),
    },
    async ({ body }) => {
      const id = await openChallenge(body.challenge);
      const left = id ? attemptsLeft(id) : undefined;
      if (!id || left === undefined) return signInAgain();
      if (typeof body.code === 'string' && body.code.trim() === demoVerificationCode) {
        setAttemptsLeft(id, 0);
        return signedIn();
      }
      setAttemptsLeft(id, left - 1);
      return wrongCredentials();
    },
  ),

  endpoint(
    authEndpoints.signUp,
    {
      rule: 'Body {name, email, password, company?}: answers true; an invalid address or a value over its limit 400.',
      delayMs: 1500,
      access: 'anyone',
      body: signUpRequestSchema,
    },
    () => true,
  ),
  accepted(authEndpoints.forgotPassword, 1000, 'Answers true.'),
  accepted(authEndpoints.resetPassword, 1000, 'Answers true.'),
]);
