import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTokenStore, memoryStorage } from '@/lib/auth';
import { createHttpClient } from '@/lib/http';
import { areas } from './areas';
import { issueDemoToken } from './data/auth';
import { resetDb } from './db';
import { fakeHub, hubHandlers } from './hub/fake-hub';
import { userTable } from './handlers/common-user';
import { createApiRouter } from './router';

/** The fake backend for unit tests in Node: the same router, areas and hub the demo and the workbench use. */
export const server = setupServer(createApiRouter(areas), ...hubHandlers);

/** The session of the unit tests' signed-in user: set before the first test of a file that serves the fake backend. */
export const testSession = createTokenStore(memoryStorage());

/** The HTTP client of the app, signed in as the demo user (see `testSession`). */
export const signedInApi = createHttpClient({ baseUrl: 'http://localhost/', tokens: testSession });

/** The signed-in client of a page in this locale: it asks in that language (Accept-Language), as the app does. */
export const signedInApiIn = (locale: string) =>
  createHttpClient({ baseUrl: 'http://localhost/', tokens: testSession, locale: () => locale });

/** The HTTP client of a visitor who has not signed in. */
export const guestApi = createHttpClient({ baseUrl: 'http://localhost/', tokens: createTokenStore(memoryStorage()) });

/** `fetch` with the signed-in user's token, for a request the app's client would not make (a broken body, a raw upload). */
export function fetchSignedIn(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${testSession.get() ?? ''}`);
  return fetch(input, { ...init, headers });
}

/**
 * Starts the fake backend for the test file that calls it, and gives every test fresh sample data
 * and a session. Only files that talk to endpoints call it: the others start nothing. A request it
 * does not know fails the test.
 */
export function serveFakeBackend() {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    testSession.set(await issueDemoToken(userTable.get().id, { name: userTable.get().fullName }));
  });
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    fakeHub.reset();
  });
  afterAll(() => server.close());
  return server;
}
