import { setupWorker, type SetupWorker } from 'msw/browser';
import { areas } from './areas';
import { persistTo, resetDb } from './db';
import { moveSamplesToToday } from './data/sample-today';
import { setRealDelays } from './delays';
import { fakeHub, hubHandlers } from './hub/fake-hub';
import { createApiRouter } from './router';

export { resetDb } from './db';

/**
 * Starts the embedded fake backend for the demo app: spec delays, data kept across reloads. Only
 * the router and the hub load here; each area (handlers, sample data, faker) loads with its first
 * request, so the app's start does not wait for sample data it does not show.
 */
let running: SetupWorker | null = null;

/** Where MSW keeps the hub's WebSocket clients of the page (msw/lib/core/ws/WebSocketIndexedDBClientStore). */
const socketClients = { database: 'msw-websocket-clients', store: 'clients' };

/**
 * Empties MSW's record of the hub's clients. Emptied, not deleted: MSW holds the database open while
 * the page runs, and a deletion would wait for it (and every later opening behind it) for ever.
 */
const forgetSocketClients = async () => {
  // Opening a database that is not there would create it empty, without the store MSW creates.
  if (!(await indexedDB.databases()).some((database) => database.name === socketClients.database)) return;
  await new Promise<void>((resolve) => {
    const opening = indexedDB.open(socketClients.database);
    opening.onerror = () => resolve();
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains(socketClients.store)) {
        database.close();
        return resolve();
      }
      const clearing = database.transaction(socketClients.store, 'readwrite').objectStore(socketClients.store).clear();
      clearing.onsuccess = clearing.onerror = () => {
        database.close();
        resolve();
      };
    };
  });
};

/**
 * Leaves nothing of a session behind in the browser: the demo tables (every change the session
 * made), the hub's clients in IndexedDB, and the worker, stopped and unregistered. The app starts a
 * fresh fake backend for whoever comes next.
 */
export async function stopFakeBackend(basePath = '/') {
  running?.stop();
  running = null;
  resetDb();
  fakeHub.reset();
  await forgetSocketClients();
  const registrations = await navigator.serviceWorker.getRegistrations();
  const workerUrl = new URL(`${basePath}fake-backend-worker.js`, window.location.origin).href;
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL === workerUrl),
      )
      .map((registration) => registration.unregister()),
  );
}

export async function startFakeBackend(basePath = '/') {
  setRealDelays(true);
  moveSamplesToToday();
  persistTo(localStorage);
  const worker = setupWorker(createApiRouter(areas, basePath), ...hubHandlers);
  running = worker;
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
