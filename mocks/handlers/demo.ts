import { defineArea, endpoint } from '../api';
import { demoCredentials, demoVerificationCode } from '../data/auth';
import { resetDb } from '../db';
import { authEndpoints } from '@/features/auth/endpoints';
import { demoToolsEndpoints } from '@/features/demo-tools/endpoints';

/**
 * Endpoints only the embedded fake backend has: the sample account for the sign-in page's hint,
 * and "reset demo data" for the demo tools. A real API answers neither, and the app asks them only
 * in demo mode; both are there before anyone signs in (the demo tools stand on the sign-in page too).
 */
export const demoArea = defineArea('Demo', [
  endpoint(authEndpoints.demoAccount, { rule: 'The sample account: e-mail, password and two-step code.', access: 'anyone' }, () => ({
    ...demoCredentials,
    verificationCode: demoVerificationCode,
  })),
  endpoint(demoToolsEndpoints.reset, { rule: 'Forgets every change to the sample data; answers true.', access: 'anyone' }, () => {
    resetDb();
    return true;
  }),
]);
