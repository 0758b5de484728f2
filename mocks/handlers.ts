import { authHandlers } from './handlers/auth';
import { navigationHandlers } from './handlers/common-navigation';
import { demoHandlers } from './handlers/demo';
import { userHandlers } from './handlers/common-user';

/** Every endpoint of the fake backend, one module per area of the spec. */
export const handlers = [...authHandlers, ...userHandlers, ...navigationHandlers, ...demoHandlers];

export { authHandlers, demoHandlers, navigationHandlers, userHandlers };
export { userTable } from './handlers/common-user';
export { resetDb } from './db';
export { issueDemoToken } from './data/auth';
