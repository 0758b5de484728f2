import '@/lib/theme/styles';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import MockDate from 'mockdate';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { setupWorker } from 'msw/browser';
import { setInteractionModality } from 'react-aria';
import addonMsw from 'msw-storybook-addon';
import iconSprite from 'virtual:icon-sprite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { AriaRouterBridge } from '@/app/AriaRouterBridge';
import { isRole } from '@/features/user';
import { parseAppConfig } from '@/lib/app-config';
import { applyDocumentLocale, defaultLocale, isLocale, type Locale } from '@/lib/i18n';
import { toasts } from '@/components';
import { sessionItems, tokenStore } from '@/lib/auth';
import { serverReachability } from '@/lib/http';
import { fakeHub, handlers, issueDemoToken, resetDb, userTable } from '@mocks/handlers';
import { registerHold } from './hold-still';
import { frames } from './preview.css';
import { checkThisStory } from './story-checks';
import { isApiPath, recordUnhandledRequest, takeUnhandledRequests } from './unhandled-requests';
import { fixedNow, globalTypes, initialGlobals, workbenchI18n } from './workbench';

// A cold start loads many lazy chunks at once (the first story of a run pays for them), and a CI
// machine may be busy with other work: queries wait up to 15 s instead of 1 s before they give up.
// They go on as soon as what they wait for is there, so a quick machine loses nothing.
configure({ asyncUtilTimeout: 15_000 });

// Under test, the page's toasts stay until closed (see hold-still.ts).
registerHold(() => {
  const { show } = toasts;
  toasts.show = (content, options) => show(content, { ...options, timeout: 0 });
  return () => {
    toasts.show = show;
  };
});

// The app's index.html carries the UI icons' sprite; a story's page gets the same one, once.
document.body.insertAdjacentHTML('afterbegin', iconSprite);

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

type Frame = keyof typeof frames;

/** Route parameters of a story: where it is opened, and the pattern it is mounted at. */
export interface RouteParameters {
  /** The URL the story opens at; `{lang}` is replaced by the locale global. */
  path?: string;
  /** The route pattern the story is mounted at (for `useParams`). */
  pattern?: string;
}

export default definePreview({
  addons: [
    addonDocs(),
    addonA11y(),
    addonMsw(async () => {
      // The whole fake backend answers every story; a story replaces one handler with msw.use().
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        onUnhandledRequest: (request, print) => {
          if (!isApiPath(request.url)) return;
          recordUnhandledRequest(request);
          print.error();
        },
      });
      return worker;
    }),
  ],
  globalTypes,
  initialGlobals,
  parameters: {
    a11y: {
      test: 'error',
      // react-aria's live announcer is a hidden screen-reader log; its transient entries point at
      // elements a finished interaction has already removed, which axe then reports.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
      // The command-line run fails on violations only; axe's selectors for every passing node, which
      // Storybook's panel lists, took a third of each story's time there.
      ...(import.meta.env.VITEST_STORYBOOK === 'false' ? { options: { resultTypes: ['violations'] } } : {}),
    },
    // The theme paints the page; Storybook's own backgrounds would fight it (and fade between stories).
    backgrounds: { disable: true },
    layout: 'fullscreen',
    // Storybook's own sizes, and a wide desktop from the lg breakpoint on, where panes stand side by side.
    viewport: {
      options: { ...MINIMAL_VIEWPORTS, wide: { name: 'Wide desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' } },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Design system',
          'Fake backend',
          'Screens',
          'Layout',
          'Typography',
          'Actions',
          'Overlays',
          'Forms',
          'Data display',
          'Feedback',
          '*',
        ],
      },
    },
  },
  async beforeEach({ id, tags, globals, parameters }) {
    // In the test run: this story's picture and checks once it has played (.storybook/story-checks.ts).
    checkThisStory({ id, tags, parameters });
    MockDate.set(fixedNow);
    // What an earlier story left behind is not this story's fault.
    takeUnhandledRequests();
    resetDb();
    fakeHub.reset();
    // Toasts that stay until closed (errors) must not carry over into the next story's picture.
    toasts.clear();
    // What a story typed is kept for a reload, and would otherwise greet the next story.
    sessionItems.forgetAll();
    // A story that took the server away must not leave the next one saying it cannot be reached.
    serverReachability.answered();
    if (isRole(globals.role)) userTable.update((user) => ({ ...user, role: globals.role }));
    // Stories are signed in as the demo user unless they show an anonymous visitor (`session: false`).
    if (parameters.session === false) tokenStore.clear();
    else tokenStore.set(await issueDemoToken(userTable.get().id, { name: userTable.get().fullName }));
    applyDocumentLocale(localeOf(globals.locale));
    // As on a page just opened, no pointer has been used yet, whatever an earlier story clicked:
    // focus shows its ring until a click says otherwise.
    setInteractionModality('virtual');
    return () => MockDate.reset();
  },
  loaders: [
    async ({ globals }) => ({
      i18n: await workbenchI18n(localeOf(globals.locale)),
      // A fresh cache per story: no story sees another's data. Failures show at once.
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    }),
  ],
  decorators: [
    (Story, { globals, parameters, loaded }) => {
      const locale = localeOf(globals.locale);
      // Every story sits in #story-root, the element its screenshot is taken of.
      const route = (parameters.route ?? {}) as RouteParameters;
      // A story that brings its own router (a flow through the app's route table) sets `router: false`.
      const content =
        parameters.router === false ? (
          <Story />
        ) : (
          <RouterProvider
            router={createMemoryRouter(
              [
                {
                  path: route.pattern ?? '*',
                  element: (
                    <AriaRouterBridge>
                      <Story />
                    </AriaRouterBridge>
                  ),
                },
              ],
              {
                initialEntries: [(route.path ?? '/{lang}/home').replaceAll('{lang}', locale)],
              },
            )}
          />
        );
      return (
        <AppProviders queryClient={loaded.queryClient as QueryClient} i18n={loaded.i18n as i18n} config={parseAppConfig(globals)}>
          <div id="story-root" className={frames[parameters.frame as Frame] ?? frames.padded}>
            {content}
          </div>
        </AppProviders>
      );
    },
  ],
});
