import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { areas } from './areas';
import { resetDb } from './db';
import { fakeHub, hubHandlers } from './hub/fake-hub';
import { createApiRouter } from './router';

/** The fake backend for unit tests in Node: the same router, areas and hub the demo and the workbench use. */
export const server = setupServer(createApiRouter(areas), ...hubHandlers);

/**
 * Starts the fake backend for the test file that calls it, and gives every test fresh sample data.
 * Only files that talk to endpoints call it: the others start nothing. A request it does not know
 * fails the test.
 */
export function serveFakeBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    fakeHub.reset();
  });
  afterAll(() => server.close());
  return server;
}
