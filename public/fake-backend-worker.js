/* global importScripts */
/**
 * The demo's service worker: MSW's worker (mockServiceWorker.js, unchanged) for the API and the hub,
 * and nothing for anything else. MSW's worker hands every request of the page to the page's main
 * thread and waits for its answer, the app's own scripts, styles and fonts included; here those are
 * let through before MSW's listener sees them, so the browser fetches them as if no worker were there.
 */
const scopePath = new URL(self.registration.scope).pathname;
const fakeBackendPaths = [`${scopePath}api/`, `${scopePath}hubs/`];

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const forFakeBackend = url.origin === self.location.origin && fakeBackendPaths.some((path) => url.pathname.startsWith(path));
  if (!forFakeBackend) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
