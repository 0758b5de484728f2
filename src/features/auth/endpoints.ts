/**
 * The endpoints of auth, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const authEndpoints = {
  twoFactorVerify: 'api/auth/2fa-verify',
  forgotPassword: 'api/auth/forgot-password',
  resetPassword: 'api/auth/reset-password',
  signIn: 'api/auth/sign-in',
  signInWithToken: 'api/auth/sign-in-with-token',
  signUp: 'api/auth/sign-up',
  unlockSession: 'api/auth/unlock-session',
  demoAccount: 'api/demo/account',
} as const;
