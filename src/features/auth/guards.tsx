import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { sessionEnd, tokenStore, usableToken, useSignedIn } from '@/lib/auth';
import { defaultLocale, isLocale, useLocale, type Locale } from '@/lib/i18n';
import { paths, redirectTargetOf } from '@/lib/paths';

const localeParam = (params: LoaderFunctionArgs['params']): Locale => (isLocale(params.lang) ? params.lang : defaultLocale);

const signInFor = (lang: Locale, url: { pathname: string; search?: string; hash?: string }) => paths.signIn(lang, redirectTargetOf(url));

/**
 * Route guard (loader) for pages that need a session: without a usable token the user goes to
 * sign-in, which returns here afterwards (spec point 2).
 */
export function requireSession({ request, params }: LoaderFunctionArgs) {
  if (usableToken(tokenStore)) return null;
  // An expired token is of no use any more: it goes, and sign-in says the session ran out.
  sessionEnd.endIfExpired();
  const url = new URL(request.url);
  throw redirect(signInFor(localeParam(params), url));
}

/** Route guard (loader) for the guest-only pages: a signed-in user is sent to the root. */
export function guestOnly() {
  if (usableToken(tokenStore)) throw redirect(paths.root);
  return null;
}

/**
 * The guard's second half, while the page is open: when the session ends (signed out in another
 * tab, token expired) the page gives way to sign-in instead of showing data it can no longer fetch.
 */
export function SessionOutlet() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const lang = useLocale();
  if (!signedIn) return <Navigate to={signInFor(lang, location)} replace />;
  return <Outlet />;
}
