import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionRenewal } from '@/features/auth';
import { useTitleFromHeading } from '@/lib/document-title';
import { isLocale, pathInLocale, useLocale } from '@/lib/i18n';
import { AriaRouterBridge } from './AriaRouterBridge';

/**
 * The `/:lang` level. A first segment that is not a locale is a path without one: it opens in the
 * page's locale, which main.tsx chose as the preferred one (`/profile` -> `/de-AT/profile`).
 * Another locale than the page's reloads the page: a page's locale is fixed for its lifetime
 * (spec point 1).
 */
export function LocaleRoot() {
  const { lang } = useParams();
  const location = useLocation();
  const pageLocale = useLocale();
  const { t } = useTranslation();
  useTitleFromHeading(t('appName'));
  useSessionRenewal();

  const otherLocale = isLocale(lang) && lang !== pageLocale ? lang : null;
  useEffect(() => {
    if (otherLocale) window.location.replace(pathInLocale(location, otherLocale));
  }, [otherLocale, location]);

  if (!isLocale(lang)) {
    const path = `/${pageLocale}${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={path} replace />;
  }
  if (otherLocale) return null;
  return (
    <AriaRouterBridge>
      <ScrollRestoration />
      <Outlet />
    </AriaRouterBridge>
  );
}
