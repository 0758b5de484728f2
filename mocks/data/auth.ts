import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * The demo's one account (template-apps.md point 5: "one fixed credential pair"). These are sample
 * values of the embedded fake backend, shown on the demo sign-in page; they protect nothing.
 */
export const demoCredentials = {
  email: 'anna.gruber@callcenter.example',
  password: 'demo-2026',
} as const;

/** The code the demo account's two-step verification accepts. */
export const demoVerificationCode = '246810';

/** The key the fake backend signs its HS256 demo tokens with; like the password, a public sample value. */
export const demoTokenKey = new TextEncoder().encode('call-center-demo-token-key');

export const demoTokenIssuer = 'call-center-demo';

/**
 * What a token is good for. Every token the fake backend signs names its purpose, and each endpoint
 * accepts only its own: an access token opens the API, the password step's challenge opens only the
 * code step. Without it, a challenge (signed with the same key and issuer) passed for a session.
 */
export const tokenPurposes = { access: 'access', twoFactor: 'two-factor' } as const;

/** Access tokens live 7 days from issue (template-apps.md point 9). */
export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;

export interface DemoTokenOptions {
  /** The user's display name, as an OpenID Connect `name` claim: the app greets with it before the profile has loaded. */
  name?: string;
  /** Seconds from now (the page's clock); 7 days unless a test asks for less. */
  lifetimeSeconds?: number;
}

/** An access token of the demo backend for `subject`. */
export async function issueDemoToken(
  subject: string,
  { name, lifetimeSeconds = tokenLifetimeSeconds }: DemoTokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ purpose: tokenPurposes.access, ...(name === undefined ? {} : { name }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(demoTokenIssuer)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(demoTokenKey);
}

/**
 * The claims of a valid access token: signed with the demo key by the demo issuer, unexpired, and
 * issued for access (not a sign-in challenge). Anything else, a missing token included, gives null.
 */
export async function verifyAccessToken(token: unknown): Promise<JWTPayload | null> {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const { payload } = await jwtVerify(token, demoTokenKey, {
      issuer: demoTokenIssuer,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
    });
    return payload.purpose === tokenPurposes.access ? payload : null;
  } catch {
    return null;
  }
}

/** The access token of a request's `Authorization: Bearer …` header, verified (see `verifyAccessToken`). */
export function requestSession(request: Request): Promise<JWTPayload | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return verifyAccessToken(match?.[1]);
}
