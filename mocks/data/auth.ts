import { SignJWT } from 'jose';

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

/** Access tokens live 7 days from issue (template-apps.md point 9). */
export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;

export interface DemoTokenOptions {
  /** The user's display name, as an OpenID Connect `name` claim: the app greets with it before the profile has loaded. */
  name?: string;
  /** Seconds from now (the page's clock); 7 days unless a test asks for less. */
  lifetimeSeconds?: number;
}

/** An access token of the demo backend for `subject`. */
export async function issueDemoToken(subject: string, { name, lifetimeSeconds = tokenLifetimeSeconds }: DemoTokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(name === undefined ? {} : { name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(demoTokenIssuer)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(demoTokenKey);
}
