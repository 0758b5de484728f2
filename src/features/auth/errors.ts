import type { TFunction } from 'i18next';
import { HttpError, NetworkError } from '@/lib/http';

/**
 * What the user reads when a sign-in request fails: a wrong password (404, as the API answers it)
 * is told apart from an unreachable server and from any other failure.
 */
export function authErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof HttpError && (error.status === 404 || error.status === 401)) return t('errors.wrongCredentials');
  if (error instanceof NetworkError) return t('errors.unreachable');
  if (error instanceof HttpError) return t('errors.failed', { status: error.status });
  // Anything else came from the identity provider's library (popup blocked or closed, consent refused).
  return t('errors.identityProvider', { message: error instanceof Error ? error.message : String(error) });
}
