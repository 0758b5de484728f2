import type { User } from '@/features/user';

/** What sign-in, unlock and sign-in-with-token answer (template-apps.md, Authentication). */
export interface SignInResponse {
  user: User;
  accessToken: string;
  tokenType: 'bearer';
}

/**
 * What sign-in answers instead of a session when the account has two-step verification: the
 * challenge goes back with the code, before `expiresAt`.
 */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
  expiresAt: string;
}

export const needsSecondStep = (answer: SignInResponse | TwoFactorChallenge): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer && answer.twoFactorRequired;

export interface Credentials {
  email: string;
  password: string;
}

/** What the sign-up form sends. */
export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  company: string;
  agreements: boolean;
}

/** The sample account, and the code its two-step verification accepts. */
export interface DemoAccount extends Credentials {
  verificationCode: string;
}
