import { setupWorker } from 'msw/browser';
import { persistTo } from './db';
import { setRealDelays } from './delays';
import { handlers } from './handlers';

export { resetDb } from './db';

/** Requests that are not the API's (the app's own files, fonts, Vite) pass through untouched. */
function isApiRequest(url: URL) {
  return url.pathname.startsWith('/api/') || url.pathname.startsWith('/hubs/');
}

/** Starts the embedded fake backend for the demo app: spec delays, data kept across reloads. */
export async function startFakeBackend() {
  setRealDelays(true);
  persistTo(localStorage);
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: (request, print) => {
      if (isApiRequest(new URL(request.url))) print.warning();
    },
  });
  return worker;
}
