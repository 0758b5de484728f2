import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useRouteError, useSearchParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazyComponent, PageLoading } from '@/components';
import { guestOnly, requireSession, SessionOutlet } from '@/features/auth';
import { StartFailedPage } from '@/features/error-pages';
import { productAreaIds, type ProductArea } from '@/features/product-areas';
import type { SampleSection } from '@/features/sample-apps';
import type { LayoutHandle } from '@/features/shell';
import { mayOpen, roles, userQueryOptions, type PageAccess } from '@/features/user';
import { tokenStore, usableToken } from '@/lib/auth';
import { isLocale, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { PageAddress, PageRoute, RoutePrefetch } from '@/lib/query';
import { LocaleRoot } from './LocaleRoot';
import type { TemplateAppScreen } from './template-apps';

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

/**
 * The error pages come with the frame of the pages (the `shell` chunk). If that could not be
 * fetched, the page that comes with the app's first script says so, instead of the start screen.
 */
function StartFailedBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  console.error(error);
  return <StartFailedPage locale={locale} />;
}

const loadRouteErrorBoundary = () =>
  import('@/features/error-pages/route').then(
    ({ RouteErrorBoundary }) => RouteErrorBoundary,
    () => StartFailedBoundary,
  );

const loadAuthPages = () => import('@/features/auth/route');

const loadSampleApps = () => import('@/features/sample-apps/route');

/** How a page beyond the start finds its component and prefetch: its route chunk, loaded with the first visit. */
type PageComponent = () => Promise<PageRoute>;

/** A template app by its template path (`apps/chat`, `dashboards/project`, ...): one lazy chunk for the section. */
const sampleSection =
  (section: SampleSection): PageComponent =>
  async () => {
    const { SampleAppRoute } = await loadSampleApps();
    return { Component: () => <SampleAppRoute section={section} /> };
  };

/** An area of the product menu that is not part of this version: one small chunk for all of them. */
const productArea =
  (area: ProductArea): PageComponent =>
  async () => ({ Component: (await import('@/features/product-areas/route')).productAreaRoute(area) });

/** Route data of the pages one entry of the page-access table guards. */
export interface PageAccessHandle {
  access: PageAccess;
}

/** A template app's screen: its chunk is found through `template-apps`. */
const templateApp =
  (screen: TemplateAppScreen): PageComponent =>
  async () =>
    (await import('./template-apps')).templateAppScreens[screen]();

/**
 * A page's header as drawn while its code loads: the words of its title and of the line under it
 * (`namespace:key`), as its own header has them, and whether it holds a search field.
 */
export interface PageTitleKeys {
  title: string;
  subtitle?: string;
  /** The field the page's header holds, if any (see `PageLoading`). */
  headerField?: 'search' | 'select';
  /**
   * Where the page's title names what its address opens (the mailbox's folder, the icon set, the notes'
   * view): that title, from the address and the page's messages, as the page's first render has it.
   * Undefined where the address does not name the place (an address without one is sent on): `title`.
   */
  titleOf?: (address: PageAddress, i18n: I18n) => string | undefined;
}

/** Route data of a page: its title, drawn while its code loads when the page is the first one opened. */
export interface PageTitleHandle {
  titleWhileLoading: PageTitleKeys;
}

function TitleWhileLoading({ title, subtitle, headerField, titleOf }: PageTitleKeys) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  return (
    <PageLoading
      title={titleOf?.({ params, query }, i18n) ?? t(title)}
      subtitle={subtitle && t(subtitle)}
      headerField={headerField}
      loadingLabel={t('loading')}
    />
  );
}

/** The message `key` where the page's messages have it, for a key made from an address. */
const messageOf = (i18n: I18n, key: string): string | undefined => (i18n.exists(key) ? i18n.t(key) : undefined);

/**
 * The mailbox's heading names its folder, its filter or its settings (`Mailbox: Inbox`); a label's
 * name comes with the data, and the page shows the app's name until then.
 */
function mailboxTitle({ params }: PageAddress, i18n: I18n): string | undefined {
  const slug = params['*']?.split('/')[0];
  if (!slug) return undefined;
  const place =
    slug === 'settings'
      ? messageOf(i18n, 'mailbox:settings.title')
      : (messageOf(i18n, `mailbox:folder.${slug}`) ?? messageOf(i18n, `mailbox:filter.${slug}`));
  return place && i18n.t('mailbox:heading', { place });
}

/** The icon gallery's heading is its set's name. */
const iconSetTitle = ({ params: { set } }: PageAddress, i18n: I18n): string | undefined =>
  set ? messageOf(i18n, `icons:sets.${set}`) : undefined;

/** The notes' heading names the view, reminders or archive (a label's name comes with the data). */
function notesTitle({ query }: PageAddress, i18n: I18n): string | undefined {
  const view = query.get('view');
  return view === 'reminders' || view === 'archive' ? i18n.t('notes:heading', { place: i18n.t(`notes:view.${view}`) }) : undefined;
}

/**
 * A page that shows its title in the frame until its code is there, instead of waiting for it unseen.
 * Its code is fetched at once, beside its messages; once there, the page draws without a fallback.
 */
function withTitleWhileLoading(component: PageComponent, keys: PageTitleKeys): ComponentType {
  const Page = lazyComponent(async () => (await component()).Component);
  void Page.preload();
  return function PageAfterItsTitle() {
    return (
      <Suspense fallback={<TitleWhileLoading {...keys} />}>
        <Page />
      </Suspense>
    );
  };
}

const authPage = (path: string, pick: (pages: Awaited<ReturnType<typeof loadAuthPages>>) => ComponentType): RouteObject => ({
  path,
  lazy: async () => ({ Component: pick(await loadAuthPages()) }),
});

export interface RouteOptions {
  /**
   * Loads the messages of the pages beyond the start (lib/i18n/namespaces.ts). Left out where every
   * namespace is loaded before the routes are (the workbench).
   */
  pageMessages?: () => Promise<void>;
  /**
   * Whether the router is still making the first page, the one the address opened. That page, if its
   * title is known, shows the frame with its title as soon as its messages are there, and its own
   * code follows; a page opened later waits for its code while the page before stays.
   */
  isStarting?: () => boolean;
}

/**
 * The route table (spec point 2). Each screen is a lazy chunk: the route imports its feature's
 * route module, which carries only what that screen uses. The shell frames every page in the
 * layout its configuration, `?layout=` and route data choose; guards are loaders.
 */
export function createRoutes(
  queryClient: QueryClient,
  { pageMessages = async () => {}, isStarting = () => false }: RouteOptions = {},
): RouteObject[] {
  /** The loader of a page with a `RoutePrefetch`: starts its requests from the address and never holds the page. */
  const prefetchLoader =
    (prefetchOf: () => Promise<RoutePrefetch | undefined>) =>
    ({ params, request }: LoaderFunctionArgs) => {
      const address: PageAddress = { params, query: new URL(request.url).searchParams };
      void prefetchOf().then(
        (prefetch) => prefetch?.(queryClient, address),
        // Code that could not be fetched is the page's to report (its error page); nothing is asked for.
        () => undefined,
      );
      return null;
    };

  /**
   * Pages the page-access table guards under one of its entries (spec point 6): a role it keeps out
   * sees the not-allowed page in the frame. The guard is a small chunk of its own, loaded beside the
   * page. Such a role asks for none of the page's data either, once the role is known (before that,
   * on the first page of a visit, the server's 403 refuses it alike and nothing shows it).
   */
  const guarded = (access: PageAccess, children: RouteObject[]): RouteObject => {
    // A page every role may open (the home, the call room) has nothing to guard, and loads nothing for it.
    if (roles.every((role) => mayOpen(access, role))) return { handle: { access } satisfies PageAccessHandle, children };
    const mayAsk = () => {
      const role = queryClient.getQueryData(userQueryOptions().queryKey)?.role;
      return role === undefined || mayOpen(access, role);
    };
    return {
      handle: { access } satisfies PageAccessHandle,
      lazy: async () => ({ Component: (await import('@/features/auth/page-access-route')).pageAccessRoute(access) }),
      children: children.map((child) => {
        const { lazy } = child;
        if (typeof lazy !== 'function') return child;
        return {
          ...child,
          lazy: async () => {
            const loaded = await lazy();
            const { loader } = loaded;
            return typeof loader === 'function'
              ? { ...loaded, loader: (args: LoaderFunctionArgs) => (mayAsk() ? loader(args) : null) }
              : loaded;
          },
        };
      }),
    };
  };

  /**
   * A page beyond the start: its route chunk and its messages load side by side, and it shows with
   * both; or, as the first page and with a known title, with its messages and its title first. A
   * title is given where the page's header is an app header with that title (and that line) in it;
   * pages laid out otherwise (the account's, the chat's, the call's) would see it jump, and wait.
   */
  const page = (path: string, component: PageComponent, titleWhileLoading?: PageTitleKeys): RouteObject => ({
    path,
    ...(titleWhileLoading ? { handle: { titleWhileLoading } satisfies PageTitleHandle } : {}),
    lazy: async () => {
      if (titleWhileLoading && isStarting()) {
        const Component = withTitleWhileLoading(component, titleWhileLoading);
        await pageMessages();
        // The page's code is still on its way: its requests start when it is there, without holding the title.
        return { Component, loader: prefetchLoader(async () => (await component()).prefetch) };
      }
      const [{ Component, prefetch }] = await Promise.all([component(), pageMessages()]);
      return { Component, ...(prefetch ? { loader: prefetchLoader(async () => prefetch) } : {}) };
    },
  });

  return [
    {
      path: '/',
      HydrateFallback: KeepStartScreen,
      lazy: async () => ({ ErrorBoundary: await loadRouteErrorBoundary() }),
      children: [
        { index: true, element: <RedirectHome /> },
        {
          path: ':lang',
          element: <LocaleRoot />,
          children: [
            {
              lazy: async () => {
                // A signed-in visitor's pages (the sign-out ones aside) show the frame: it loads beside
                // the shell instead of after it, and is there when the shell first renders. A guest's
                // sign-in pages never load it.
                const signedIn = usableToken(tokenStore) !== null;
                const [{ ShellRoute, loadFrame }] = await Promise.all([
                  import('@/features/shell/route'),
                  signedIn ? import('@/features/shell/frame') : null,
                ]);
                if (signedIn) await loadFrame();
                return { Component: ShellRoute };
              },
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
                  children: [
                    authPage('sign-out', (pages) => pages.SignOutRoute),
                    authPage('unlock-session', (pages) => pages.UnlockSessionRoute),
                  ],
                },
                {
                  loader: requireSession,
                  element: <SessionOutlet />,
                  children: [
                    guarded('home', [
                      {
                        path: 'home',
                        // The home's messages come with the start, so it loads without the pages' messages.
                        lazy: async () => {
                          const { homeRoute } = await import('@/features/home/route');
                          return { Component: homeRoute.Component, loader: prefetchLoader(async () => homeRoute.prefetch) };
                        },
                      },
                    ]),
                    guarded('profile', [page('profile', async () => (await import('@/features/account/route')).profileRoute)]),
                    guarded('settings', [page('settings', async () => (await import('@/features/account/route')).settingsRoute)]),
                    // Every signed-in user's own notifications (the panel's "see all"); the menu's entry of that name is the admin's.
                    guarded('notifications', [
                      {
                        path: 'notifications',
                        lazy: async () => ({ Component: (await import('@/features/notifications/route')).NotificationsRoute }),
                      },
                    ]),
                    guarded('session', [page('call', async () => (await import('@/features/call/route')).callRoute)]),
                    // The template apps (template-apps.md): five are pages of the product menu, the others
                    // are reached by their template paths, as the links in the sample data have them.
                    guarded('contacts', [
                      page('contacts/:contactId?', templateApp('contacts'), { title: 'contacts:title', headerField: 'search' }),
                    ]),
                    guarded('file-manager', [page('file-manager/:folderId?', templateApp('fileManager'), { title: 'file-manager:title' })]),
                    guarded('analytics', [
                      page('analytics', templateApp('analytics'), {
                        title: 'dashboards:analytics.title',
                        subtitle: 'dashboards:analytics.subtitle',
                      }),
                    ]),
                    guarded('finance', [
                      page('finance', templateApp('finance'), {
                        title: 'dashboards:finance.title',
                        subtitle: 'dashboards:finance.subtitle',
                      }),
                    ]),
                    guarded('sample-apps', [
                      page('apps/scrumboard/:boardId?', templateApp('scrumboard'), { title: 'scrumboard:title' }),
                      page('apps/mailbox/*', templateApp('mailbox'), { title: 'mailbox:title', titleOf: mailboxTitle }),
                      page('apps/notes', templateApp('notes'), { title: 'notes:title', headerField: 'search', titleOf: notesTitle }),
                      page('apps/tasks/:taskId?', templateApp('tasks'), { title: 'tasks:title' }),
                      page('apps/academy/:courseSlug?', templateApp('academy'), { title: 'academy:title', headerField: 'search' }),
                      page('apps/inventory', templateApp('inventory'), { title: 'inventory:title', headerField: 'search' }),
                      page('apps/chat/:chatId?', templateApp('chat')),
                      page('dashboards/crypto', templateApp('crypto'), {
                        title: 'dashboards:crypto.title',
                        subtitle: 'dashboards:crypto.subtitle',
                      }),
                      page('dashboards/project', templateApp('project'), { title: 'dashboards:project.title', headerField: 'select' }),
                      page('pages/activities', templateApp('activities'), { title: 'activities:title', subtitle: 'activities:subtitle' }),
                      page('ui/icons/:set?', templateApp('icons'), { title: 'icons:title', headerField: 'search', titleOf: iconSetTitle }),
                      page('ui/markdown/:tab?', templateApp('markdown'), {
                        title: 'docs:markdown.title',
                        subtitle: 'docs:markdown.subtitle',
                      }),
                      page('docs/*', templateApp('docs')),
                      page('apps/:id/*', sampleSection('apps')),
                      page('dashboards/:id', sampleSection('dashboards')),
                      page('ui/:id', sampleSection('ui')),
                    ]),
                    // The menu's other areas (customers, invoices, ...) say they are not in this version,
                    // under the entry's own name, rather than not-found.
                    ...productAreaIds.map((id) => guarded(id, [page(id, productArea(id), { title: `shell:navigation.${id}` })])),
                  ],
                },
                // Help is in the menu for everyone, signed in or not.
                page('help/*', templateApp('helpCenter'), { title: 'help-center:title' }),
                page('policies/:policy?', async () => (await import('@/features/policies/route')).policyRoute),
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
