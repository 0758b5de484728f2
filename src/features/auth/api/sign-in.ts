import { http } from '@/lib/http';
import type { Credentials, SignInResponse } from '../types';

/** Wrong credentials answer 404 with body false. */
export function signIn(credentials: Credentials): Promise<SignInResponse> {
  return http.post<SignInResponse>('api/auth/sign-in', credentials);
}

/** The same check as sign-in, for a locked session. */
export function unlockSession(credentials: Credentials): Promise<SignInResponse> {
  return http.post<SignInResponse>('api/auth/unlock-session', credentials);
}

/** Exchanges a token (e.g. the identity provider's) for the API's user and a new token; 401 if invalid. */
export function signInWithToken(accessToken: string): Promise<SignInResponse> {
  return http.post<SignInResponse>('api/auth/sign-in-with-token', { accessToken });
}

/** The second step of a two-step sign-in: the code from the authenticator app; a wrong one answers 404. */
export function verifyTwoFactor(code: string): Promise<SignInResponse> {
  return http.post<SignInResponse>('api/auth/2fa-verify', { code });
}
