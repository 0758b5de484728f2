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
