import { Navigate, Outlet, ScrollRestoration, useLocation, useParams } from 'react-router';
import { isLocale, pathInLocale, useLocale } from '@/lib/i18n';

/**
 * The `/:lang` level. A first segment that is not a locale is a path without one: it is opened in
 * the page's locale, itself the preferred one for such a URL (`/profile` -> `/de-AT/profile`). A different locale than the page's
 * reloads the page, because the locale is fixed for a page's lifetime (spec point 1).
 */
export function LocaleRoot() {
  const { lang } = useParams();
  const location = useLocation();
  const pageLocale = useLocale();

  if (!isLocale(lang)) {
    const path = `/${pageLocale}${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={path} replace />;
  }
  if (lang !== pageLocale) {
    window.location.replace(pathInLocale(location, lang));
    return null;
  }
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
