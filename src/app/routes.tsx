import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams, type RouteObject } from 'react-router';
import { isLocale, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { LocaleRoot } from './LocaleRoot';

function RedirectHome() {
  const locale = useLocale();
  return <Navigate to={paths.home(locale)} replace />;
}

/** Unknown paths go to the not-found page; a `noCompany` flag travels along. */
function RedirectNotFound() {
  const { lang } = useParams();
  const page = useLocale();
  const [params] = useSearchParams();
  return <Navigate to={paths.notFound(isLocale(lang) ? lang : page, { noCompany: params.has('noCompany') })} replace />;
}

/**
 * The route table. Each screen is a lazy chunk: the route imports its feature's route module,
 * which carries only what that screen uses.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      lazy: async () => ({ ErrorBoundary: (await import('@/features/error-pages/route')).RouteErrorBoundary }),
      children: [
        { index: true, element: <RedirectHome /> },
        {
          path: ':lang',
          element: <LocaleRoot />,
          children: [
            { index: true, element: <RedirectHome /> },
            {
              path: 'home',
              lazy: async () => {
                const { HomeRoute, homeLoader } = await import('@/features/home/route');
                return { Component: HomeRoute, loader: homeLoader(queryClient) };
              },
            },
            {
              path: 'not-found',
              lazy: async () => ({ Component: (await import('@/features/error-pages/route')).NotFoundRoute }),
            },
            { path: '*', element: <RedirectNotFound /> },
          ],
        },
      ],
    },
  ];
}
