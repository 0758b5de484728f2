import { http } from '@/lib/http';
import type { Credentials, SignInResponse, TwoFactorChallenge } from '../types';
import { authEndpoints } from '../endpoints';

/** Wrong credentials answer 404 with body false; an account with two-step verification answers a challenge. */
export function signIn(credentials: Credentials): Promise<SignInResponse | TwoFactorChallenge> {
  return http.call(authEndpoints.signIn, { body: credentials });
}

/** The same check as sign-in, for a locked session. */
export function unlockSession(credentials: Credentials): Promise<SignInResponse> {
  return http.call(authEndpoints.unlockSession, { body: credentials });
}

/** Exchanges a token (e.g. the identity provider's) for the API's user and a new token; 401 if invalid. */
export function signInWithToken(accessToken: string): Promise<SignInResponse> {
  return http.call(authEndpoints.signInWithToken, { body: { accessToken } });
}

/**
 * The second step of a two-step sign-in: the password step's challenge and the code from the
 * authenticator app. A wrong code answers 404; a missing, expired or spent challenge 401.
 */
export function verifyTwoFactor(challenge: string, code: string): Promise<SignInResponse> {
  return http.call(authEndpoints.twoFactorVerify, { body: { challenge, code } });
}
