import { http, HttpResponse } from 'msw';
import { demoCredentials, demoVerificationCode } from '../data/auth';
import { resetDb } from '../db';

/**
 * Endpoints only the embedded fake backend has: the sample account for the sign-in page's hint,
 * and "reset demo data" for the demo tools. A real API answers neither, and the app asks them only
 * in demo mode.
 */
export const demoHandlers = [
  http.get('*/api/demo/account', () => HttpResponse.json({ ...demoCredentials, verificationCode: demoVerificationCode })),
  http.post('*/api/demo/reset', () => {
    resetDb();
    return HttpResponse.json(true);
  }),
];
