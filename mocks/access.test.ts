import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { mayOpen, pageAccess, type PageAccess } from '@/features/user/page-access';
import { roles } from '@/features/user/types';
import type { EndpointInfo } from './api';
import { areas } from './areas';
import { demoTokenIssuer, demoTokenKey, issueDemoToken } from './data/auth';
import { hubEndpoints } from './hub/fake-hub';
import { serveFakeBackend } from './node';
import { loadAreas } from './router';
import { userTable } from './user-table';

serveFakeBackend();

/**
 * What a visitor may call without signing in: the sign-in steps, the help center (in everyone's menu,
 * its support form included), the menu and the demo account's own tools. Adding to it is a decision, so the list is written out here.
 */
const publicEndpoints = [
  'POST api/auth/sign-in',
  'POST api/auth/2fa-verify',
  'POST api/auth/sign-in-with-token',
  'POST api/auth/sign-up',
  'POST api/auth/forgot-password',
  'POST api/auth/reset-password',
  'GET api/apps/help-center/faqs',
  'GET api/apps/help-center/guides',
  'GET api/apps/help-center/guide',
  'POST api/apps/help-center/support',
  // An uploaded product picture, read by an image element, which sends no token; its address is an
  // id nobody can guess, given only to the session that uploaded it.
  'GET api/apps/inventory/picture/:file',
  'GET api/common/navigation',
  'GET api/demo/account',
  'POST api/demo/reset',
].sort();

const everyEndpoint = async (): Promise<EndpointInfo[]> => [...(await loadAreas(areas)).flatMap((area) => area.endpoints), ...hubEndpoints];

/** A request to the endpoint as the app would send it, with a path parameter filled in and an empty JSON body. */
function requestTo({ method, path }: EndpointInfo, token?: string): Promise<Response> {
  const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
  const hasBody = method !== 'GET' && method !== 'DELETE';
  if (hasBody) headers['Content-Type'] = 'application/json';
  return fetch(`http://localhost/${path.replace(/:[a-z]+/giu, 'sample')}`, { method, headers, ...(hasBody ? { body: '{}' } : {}) });
}

const signedWithDemoKey = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
    .setIssuer(demoTokenIssuer)
    .setExpirationTime('1h')
    .sign(demoTokenKey);

describe('who may call the fake backend', () => {
  it('lets a visitor call only the sign-in steps and the public endpoints', async () => {
    const open = (await everyEndpoint()).filter((item) => item.access === 'anyone').map((item) => `${item.method} ${item.path}`);
    expect(open.sort()).toEqual(publicEndpoints);
  });

  it('answers every other endpoint 401 without a token, with the sign-in challenge and with an expired token', async () => {
    const refusedTokens = {
      'no token': undefined,
      'the sign-in challenge': await signedWithDemoKey({ purpose: 'two-factor' }),
      'an expired token': await issueDemoToken('user-1', { lifetimeSeconds: -1 }),
    };
    const guarded = (await everyEndpoint()).filter((item) => item.access === 'session');
    expect(guarded.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const item of guarded) {
      for (const [name, token] of Object.entries(refusedTokens)) {
        const response = await requestTo(item, token);
        if (response.status !== 401) answered.push(`${item.method} ${item.path} with ${name}: ${response.status}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('lets a signed-in user past the check on every one of them', async () => {
    const token = await issueDemoToken('user-1');
    const guarded = (await everyEndpoint()).filter((item) => item.access === 'session' && item.path !== 'api/auth/unlock-session');
    const refused: string[] = [];
    for (const item of guarded) {
      const response = await requestTo(item, token);
      const body: unknown = response.status === 401 ? await response.json() : null;
      if (response.status === 401) refused.push(`${item.method} ${item.path}: ${JSON.stringify(body)}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('which role may read which page’s data', () => {
  /** The pages whose data each role is refused (403), by the page-access table the app's routes and menu read. */
  const refusedPages = async (role: (typeof roles)[number], endpoints: EndpointInfo[], token: string) => {
    userTable.update((user) => ({ ...user, role }));
    const refused = new Set<string>();
    for (const item of endpoints) {
      const response = await requestTo(item, token);
      if (response.status === 403) refused.add(item.page ?? `${item.method} ${item.path} (no page)`);
    }
    return [...refused].sort();
  };

  it('names a page for the data of every template app and menu area, and for none of the frame’s own', async () => {
    const endpoints = await everyEndpoint();
    const framePaths = /^(api\/(auth|common|calls|demo|apps\/help-center)|hubs)\b/u;
    const withoutPage = endpoints
      .filter((item) => item.access === 'session' && !item.page && !framePaths.test(item.path))
      .map((item) => `${item.method} ${item.path}`);
    expect(withoutPage).toEqual([]);
    expect(endpoints.filter((item) => item.page && framePaths.test(item.path)).map((item) => item.path)).toEqual([]);
  });

  it.each(roles)('refuses %s exactly the data of the pages the table keeps it out of, and answers the rest', async (role) => {
    const token = await issueDemoToken('user-1');
    const endpoints = (await everyEndpoint()).filter((item) => item.page);
    const pagesWithData = [...new Set(endpoints.map((item) => item.page as PageAccess))];
    const expected = pagesWithData.filter((page) => !mayOpen(page, role)).sort();
    expect(await refusedPages(role, endpoints, token)).toEqual(expected);
  });

  it('keeps the captioner out of the contacts and the guest out of every template app, as the table says', () => {
    expect(pageAccess.contacts.open('CAPTIONER')).toBe(false);
    expect(mayOpen('sample-apps', 'ANONYMOUS')).toBe(false);
    expect(mayOpen('contacts', 'SWITCHING_CENTER_LEADER')).toBe(true);
  });
});
