import { http } from '@/lib/http';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  company: string;
  agreements: boolean;
}

export function signUp(input: SignUpInput): Promise<boolean> {
  return http.post<boolean>('api/auth/sign-up', input);
}

export function forgotPassword(email: string): Promise<boolean> {
  return http.post<boolean>('api/auth/forgot-password', { email });
}

export function resetPassword(password: string): Promise<boolean> {
  return http.post<boolean>('api/auth/reset-password', { password });
}
