import { contract } from '@/lib/contract';
import type { Credentials, DemoAccount, SignInResponse, SignUpInput, TwoFactorChallenge } from './types';

/**
 * The endpoints of sign-in, relative to the API base: the feature's API functions call them and the
 * fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const authEndpoints = {
  signIn: contract.post<{ body: Credentials; answer: SignInResponse | TwoFactorChallenge }>('api/auth/sign-in'),
  twoFactorVerify: contract.post<{ body: { challenge: string; code: string }; answer: SignInResponse }>('api/auth/2fa-verify'),
  signInWithToken: contract.post<{ body: { accessToken: string }; answer: SignInResponse }>('api/auth/sign-in-with-token'),
  unlockSession: contract.post<{ body: Credentials; answer: SignInResponse }>('api/auth/unlock-session'),
  signUp: contract.post<{ body: SignUpInput; answer: boolean }>('api/auth/sign-up'),
  forgotPassword: contract.post<{ body: { email: string }; answer: boolean }>('api/auth/forgot-password'),
  resetPassword: contract.post<{ body: { password: string }; answer: boolean }>('api/auth/reset-password'),
  /** The embedded fake backend's sample account: a real API has no such endpoint. */
  demoAccount: contract.get<{ answer: DemoAccount }>('api/demo/account'),
};
