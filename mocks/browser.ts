import { setupWorker } from 'msw/browser';
import { areas } from './areas';
import { persistTo } from './db';
import { setRealDelays } from './delays';
import { hubHandlers } from './hub/fake-hub';
import { createApiRouter } from './router';

export { resetDb } from './db';

/**
 * Starts the embedded fake backend for the demo app: spec delays, data kept across reloads. Only
 * the router and the hub load here; each area (handlers, sample data, faker) loads with its first
 * request, so the app's start does not wait for sample data it does not show.
 */
export async function startFakeBackend(basePath = '/') {
  setRealDelays(true);
  persistTo(localStorage);
  const worker = setupWorker(createApiRouter(areas, basePath), ...hubHandlers);
  await worker.start({
    quiet: true,
    // MSW's worker behind a filter that lets the app's own files through untouched (public/fake-backend-worker.js).
    serviceWorker: { url: `${basePath}fake-backend-worker.js` },
    // The router answers every path of the API; anything else under it is a request no area knows.
    onUnhandledRequest: (request, print) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith(`${basePath}api/`) || pathname.startsWith(`${basePath}hubs/`)) print.warning();
    },
  });
  return worker;
}
