import type { User } from '@/features/user';

/** What sign-in, unlock and sign-in-with-token answer (template-apps.md, Authentication). */
export interface SignInResponse {
  user: User;
  accessToken: string;
  tokenType: 'bearer';
}

export interface Credentials {
  email: string;
  password: string;
}
