import { defineArea, endpoint } from '../api';
import { demoCredentials, demoVerificationCode } from '../data/auth';
import { resetDb } from '../db';

/**
 * Endpoints only the embedded fake backend has: the sample account for the sign-in page's hint,
 * and "reset demo data" for the demo tools. A real API answers neither, and the app asks them only
 * in demo mode.
 */
export const demoArea = defineArea('Demo', [
  endpoint.get({ path: 'api/demo/account', rule: 'The sample account: e-mail, password and two-step code.' }, () => ({ ...demoCredentials, verificationCode: demoVerificationCode })),
  endpoint.post({ path: 'api/demo/reset', rule: 'Forgets every change to the sample data; answers true.' }, () => {
    resetDb();
    return true;
  }),
]);
