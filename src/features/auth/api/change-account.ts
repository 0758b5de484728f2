import { http } from '@/lib/http';
import type { SignUpInput } from '../types';
import { authEndpoints } from '../endpoints';

export function signUp(input: SignUpInput): Promise<boolean> {
  return http.call(authEndpoints.signUp, { body: input });
}

export function forgotPassword(email: string): Promise<boolean> {
  return http.call(authEndpoints.forgotPassword, { body: { email } });
}

export function resetPassword(password: string): Promise<boolean> {
  return http.call(authEndpoints.resetPassword, { body: { password } });
}
