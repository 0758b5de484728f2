import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams, useSearchParams, type RouteObject } from 'react-router';
import { guestOnly, requireSession, SessionOutlet } from '@/features/auth';
import type { SampleSection } from '@/features/sample-apps';
import type { LayoutHandle } from '@/features/shell';
import { isLocale, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { LocaleRoot } from './LocaleRoot';

/** To home, keeping the query: `/?layout=classic` or a push's `/?declineCall=` must still reach the page. */
function RedirectHome() {
  const locale = useLocale();
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.home(locale), search, hash }} replace />;
}

/** Unknown paths go to the not-found page; a `noCompany` flag travels along. */
function RedirectNotFound() {
  const { lang } = useParams();
  const page = useLocale();
  const [params] = useSearchParams();
  return <Navigate to={paths.notFound(isLocale(lang) ? lang : page, { noCompany: params.has('noCompany') })} replace />;
}

const emptyLayout: LayoutHandle = { layout: 'empty' };

/**
 * While the first page's route modules load, the app draws nothing: index.html's start screen (the
 * product's frame with a progress bar) stays until a page is there.
 */
const KeepStartScreen = () => null;

const loadAuthPages = () => import('@/features/auth/route');

const loadSampleApps = () => import('@/features/sample-apps/route');

/** A template app by its template path (`apps/chat`, `dashboards/project`, ...): one lazy chunk for the section. */
const sampleSection = (path: string, section: SampleSection): RouteObject => ({
  path,
  lazy: async () => {
    const { SampleAppRoute } = await loadSampleApps();
    return { Component: () => <SampleAppRoute section={section} /> };
  },
});

const authPage = (path: string, pick: (pages: Awaited<ReturnType<typeof loadAuthPages>>) => ComponentType): RouteObject => ({
  path,
  lazy: async () => ({ Component: pick(await loadAuthPages()) }),
});

/**
 * The route table (spec point 2). Each screen is a lazy chunk: the route imports its feature's
 * route module, which carries only what that screen uses. The shell frames every page in the
 * layout its configuration, `?layout=` and route data choose; guards are loaders.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      HydrateFallback: KeepStartScreen,
      lazy: async () => ({ ErrorBoundary: (await import('@/features/error-pages/route')).RouteErrorBoundary }),
      children: [
        { index: true, element: <RedirectHome /> },
        {
          path: ':lang',
          element: <LocaleRoot />,
          children: [
            {
              lazy: async () => ({ Component: (await import('@/features/shell')).ShellRoute }),
              children: [
                { index: true, element: <RedirectHome /> },
                {
                  // Guest-only pages: a signed-in user opening one goes to the root.
                  handle: emptyLayout,
                  loader: guestOnly,
                  children: [
                    authPage('sign-in', (pages) => pages.SignInRoute),
                    authPage('sign-up', (pages) => pages.SignUpRoute),
                    authPage('forgot-password', (pages) => pages.ForgotPasswordRoute),
                    authPage('reset-password', (pages) => pages.ResetPasswordRoute),
                    authPage('verifyEmail', (pages) => pages.VerifyEmailRoute),
                    authPage('2fa-verify', (pages) => pages.TwoFactorVerifyRoute),
                  ],
                },
                {
                  handle: emptyLayout,
                  loader: requireSession,
                  children: [authPage('sign-out', (pages) => pages.SignOutRoute), authPage('unlock-session', (pages) => pages.UnlockSessionRoute)],
                },
                {
                  loader: requireSession,
                  element: <SessionOutlet />,
                  children: [
                    {
                      path: 'home',
                      lazy: async () => {
                        const { HomeRoute, homeLoader } = await import('@/features/home/route');
                        return { Component: HomeRoute, loader: homeLoader(queryClient) };
                      },
                    },
                    { path: 'profile', lazy: async () => ({ Component: (await import('@/features/account/route')).ProfileRoute }) },
                    { path: 'settings', lazy: async () => ({ Component: (await import('@/features/account/route')).SettingsRoute }) },
                    { path: 'notifications', lazy: async () => ({ Component: (await import('@/features/notifications/route')).NotificationsRoute }) },
                    { path: 'call', lazy: async () => ({ Component: (await import('@/features/call/route')).CallRoute }) },
                    // The template apps (template-apps.md): five are pages of the product menu, the others
                    // are reached by their template paths, as the links in the sample data have them.
                    { path: 'contacts/:contactId?', lazy: async () => ({ Component: (await import('@/features/contacts/route')).ContactsRoute }) },
                    { path: 'apps/scrumboard/:boardId?', lazy: async () => ({ Component: (await import('@/features/scrumboard/route')).ScrumboardRoute }) },
                    { path: 'apps/mailbox/*', lazy: async () => ({ Component: (await import('@/features/mailbox/route')).MailboxRoute }) },
                    { path: 'apps/notes', lazy: async () => ({ Component: (await import('@/features/notes/route')).NotesRoute }) },
                    { path: 'apps/tasks/:taskId?', lazy: async () => ({ Component: (await import('@/features/tasks/route')).TasksRoute }) },
                    { path: 'apps/academy/:courseSlug?', lazy: async () => ({ Component: (await import('@/features/academy/route')).AcademyRoute }) },
                    { path: 'apps/inventory', lazy: async () => ({ Component: (await import('@/features/inventory/route')).InventoryRoute }) },
                    { path: 'apps/chat/:chatId?', lazy: async () => ({ Component: (await import('@/features/chat/route')).ChatRoute }) },
                    { path: 'file-manager/:folderId?', lazy: async () => ({ Component: (await import('@/features/file-manager/route')).FileManagerRoute }) },
                    { path: 'analytics', lazy: async () => ({ Component: (await import('@/features/dashboards/analytics-route')).AnalyticsRoute }) },
                    { path: 'finance', lazy: async () => ({ Component: (await import('@/features/dashboards/finance-route')).FinanceRoute }) },
                    { path: 'dashboards/crypto', lazy: async () => ({ Component: (await import('@/features/dashboards/crypto-route')).CryptoRoute }) },
                    { path: 'dashboards/project', lazy: async () => ({ Component: (await import('@/features/dashboards/project-route')).ProjectRoute }) },
                    { path: 'pages/activities', lazy: async () => ({ Component: (await import('@/features/activities/route')).ActivitiesRoute }) },
                    sampleSection('apps/:id/*', 'apps'),
                    sampleSection('dashboards/:id', 'dashboards'),
                    sampleSection('ui/:id', 'ui'),
                    sampleSection('docs/:id/*', 'docs'),
                  ],
                },
                // Help is in the menu for everyone, signed in or not.
                { path: 'help/*', lazy: async () => ({ Component: (await import('@/features/help-center/route')).HelpCenterRoute }) },
                {
                  path: 'policies/:policy?',
                  lazy: async () => ({ Component: (await import('@/features/policies/route')).PolicyRoute }),
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
      ],
    },
  ];
}
