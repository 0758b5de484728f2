import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake backend for unit tests in Node: the same handlers the demo and the workbench use. */
export const server = setupServer(...handlers);
