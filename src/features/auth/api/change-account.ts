import { http } from '@/lib/http';
import { authEndpoints } from '../endpoints';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  company: string;
  agreements: boolean;
}

export function signUp(input: SignUpInput): Promise<boolean> {
  return http.post<boolean>(authEndpoints.signUp, input);
}

export function forgotPassword(email: string): Promise<boolean> {
  return http.post<boolean>(authEndpoints.forgotPassword, { email });
}

export function resetPassword(password: string): Promise<boolean> {
  return http.post<boolean>(authEndpoints.resetPassword, { password });
}
