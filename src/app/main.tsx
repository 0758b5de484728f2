import '@/lib/theme/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { StartFailedPage } from '@/features/error-pages';
import { onSignOut } from '@/lib/auth';
import { holdRequestsUntil } from '@/lib/http';
import { ShellSlotsProvider } from '@/lib/shell-slots';
import { loadAppConfig, parseAppConfig } from '@/lib/app-config';
import { applyDocumentLocale, createI18n, loadPageMessages, localeFromPath, startNamespaces } from '@/lib/i18n';
import { AppProviders } from './AppProviders';
import { initialLocale } from './preferred-locale';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';
import { appShellSlots } from './app-shell-slots';

const locale = localeFromPath(window.location.pathname) ?? initialLocale();
applyDocumentLocale(locale);

// Demo mode: the fake backend starts beside the app, not before it. The router, the first page's chunks
// and the locale's messages load meanwhile; only API calls wait for it. The condition is the raw build
// constant so that a build for a real API drops the fake backend entirely.
if (!import.meta.env.VITE_API_URL) {
  const fakeBackend = () => import('@mocks/browser');
  holdRequestsUntil(fakeBackend().then(({ startFakeBackend }) => startFakeBackend(import.meta.env.BASE_URL)));
  // A sign-out leaves none of the session's demo data in the browser: the fake backend forgets its
  // tables and its hub's clients, its worker goes, and a fresh one answers whoever comes next.
  onSignOut(() => {
    const restarted = fakeBackend().then(async ({ startFakeBackend, stopFakeBackend }) => {
      await stopFakeBackend(import.meta.env.BASE_URL);
      return startFakeBackend(import.meta.env.BASE_URL);
    });
    holdRequestsUntil(restarted);
    return restarted;
  });
}
// The start's messages for the locale, one chunk (src/lib/i18n/namespaces.ts): the frame, its panels
// and the first pages; another page's come beside its route chunk. A function rather than a
// top-level await: with one in the entry, the bundler keeps every chunk boundary as it is (to keep
// the order of evaluation) instead of folding empty ones away.
async function start() {
  const i18n = await createI18n(locale, [...startNamespaces]);
  // The router's creation (matching the address, starting the first page's chunks) is the start's
  // longest piece of work: in a task of its own rather than the one that read the messages, the
  // browser can paint and take input between the two.
  await yieldToBrowser();

  const queryClient = createQueryClient();
  // Unset while the router is being created: it may start the first page's routes before it returns.
  let router: DataRouter | undefined;
  // eslint-disable-next-line prefer-const -- a const would be read before its assignment, in its creation
  router = createBrowserRouter(
    createRoutes(queryClient, { pageMessages: () => loadPageMessages(i18n), isStarting: () => !router?.state.initialized }),
  );
  // The stored configuration, with `?theme=` and `?scheme=` for a quick look. `?layout=` is the shell's:
  // it outranks the configuration and is kept as the new choice (see useLayout).
  const query = new URLSearchParams(window.location.search);
  const config = parseAppConfig({ theme: query.get('theme'), scheme: query.get('scheme') }, loadAppConfig(localStorage));

  // The app's service worker (offline start, call notifications by push) only against a real API: in
  // demo mode MSW's worker holds the scope. It loads after the app, as its own chunk.
  if (import.meta.env.VITE_API_URL && import.meta.env.PROD) {
    void import('./pwa').then(({ startServiceWorker }) => startServiceWorker(i18n.t.bind(i18n)));
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} config={config} configStorage={localStorage}>
        <ShellSlotsProvider slots={appShellSlots}>
          <RouterProvider router={router} />
        </ShellSlotsProvider>
      </AppProviders>
    </StrictMode>,
  );
}

/** Ends the current task; the start goes on in the next one. */
function yieldToBrowser(): Promise<void> {
  if ('scheduler' in globalThis && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A start that cannot fetch what every page needs (the start's messages) says so, instead of leaving
// the start screen up for ever.
start().catch((error: unknown) => {
  console.error(error);
  createRoot(document.getElementById('root')!).render(<StartFailedPage locale={locale} />);
});
