import { afterAll, afterEach, beforeAll } from 'vitest';
import { fakeHub, resetDb } from '@mocks/handlers';
import { server } from '@mocks/node';

// Every unit test talks to the same fake backend as the app; a request it does not know fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  fakeHub.reset();
});
afterAll(() => server.close());
