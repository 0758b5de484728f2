/**
 * The demo's one account (template-apps.md point 5: "one fixed credential pair"). These are sample
 * values of the embedded fake backend, shown on the demo sign-in page; they protect nothing.
 */
export const demoCredentials = {
  email: 'anna.gruber@callcenter.example',
  password: 'demo-2026',
} as const;

/** The key the fake backend signs its HS256 demo tokens with; like the password, a public sample value. */
export const demoTokenKey = new TextEncoder().encode('call-center-demo-token-key');

export const demoTokenIssuer = 'call-center-demo';

/** Access tokens live 7 days from issue (template-apps.md point 9). */
export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;
