import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/validation';
import { SignJWT } from 'jose';
import { contract } from '@/lib/contract';
import { defineArea, endpoint, inventoryPage, mailboxPage } from './api';
import { demoTokenIssuer, demoTokenKey, issueDemoToken } from './data/auth';
import { createApiRouter } from './router';

const numbers = Array.from({ length: 23 }, (_, index) => index);

describe('paging', () => {
  it("pages inventory from a zero-based page with the spec's fields", () => {
    expect(inventoryPage(numbers, { page: 0, size: 10 })).toEqual({
      items: numbers.slice(0, 10),
      pagination: { length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 },
    });
    expect(inventoryPage(numbers, { page: 2, size: 10 }).pagination).toMatchObject({ startIndex: 20, endIndex: 22 });
    expect(inventoryPage(numbers, { page: 4, size: 10 })).toEqual({ items: null, pagination: { lastPage: 3 } });
  });

  it("pages the mailbox from page 1 with the spec's fields, and a page beyond the last gives only lastPage", () => {
    expect(mailboxPage(numbers, { page: 3, size: 10 })).toEqual({
      items: [20, 21, 22],
      pagination: { totalResults: 23, resultsPerPage: 10, currentPage: 3, lastPage: 3, startIndex: 20, endIndex: 22 },
    });
    expect(mailboxPage(numbers, { page: 4, size: 10 })).toEqual({ items: null, pagination: { lastPage: 3 } });
    expect(mailboxPage([], { page: 1, size: 10 }).pagination).toMatchObject({ lastPage: 1, totalResults: 0 });
  });
});

describe('an endpoint', () => {
  const echoContract = contract.patch<{
    query: { page?: number };
    body: { id: string; item: { count: number } };
    answer: { id: string; item: { count: number }; page: number };
  }>('api/echo');
  const echo = defineArea('Echo', [
    endpoint(
      echoContract,
      {
        rule: 'Echoes.',
        access: 'anyone',
        body: z.object({ id: z.string().check(z.minLength(1)), item: z.object({ count: z.number() }) }),
        query: z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1) }),
      },
      ({ body, query }) => ({ ...body, page: query.page }),
    ),
  ]);
  const call = (body: string, query = '') =>
    getResponse(
      echo.handlers,
      new Request(`http://localhost/api/echo${query}`, { method: 'PATCH', body, headers: { 'Content-Type': 'application/json' } }),
    );

  it('answers the parsed body and query as JSON', async () => {
    const response = await call(JSON.stringify({ id: 'a', item: { count: 2 } }), '?page=3');
    expect(await response?.json()).toEqual({ id: 'a', item: { count: 2 }, page: 3 });
  });

  it('answers 400 with the field and the reason for a wrong body or query, never 500', async () => {
    const wrongField = await call(JSON.stringify({ id: 'a', item: { count: 'two' } }));
    expect(wrongField?.status).toBe(400);
    expect(await wrongField?.json()).toMatchObject({ field: 'item.count', reason: expect.stringMatching(/number/) });
    const wrongQuery = await call(JSON.stringify({ id: 'a', item: { count: 1 } }), '?page=zero');
    expect(await wrongQuery?.json()).toMatchObject({ field: 'page' });
    const notJson = await call('{"id":');
    expect(notJson?.status).toBe(400);
    expect(await notJson?.json()).toMatchObject({ field: 'body' });
  });

  it('lists itself with method, path, rule and delay', () => {
    expect(echo.endpoints).toEqual([{ method: 'PATCH', path: 'api/echo', rule: 'Echoes.', delayMs: 0, access: 'anyone' }]);
  });
});

describe('an endpoint and its contract', () => {
  const change = contract.patch<{ body: { id: string; title: string }; query: { dryRun?: string }; answer: { id: string } | null }>(
    'api/contracted',
  );
  const body = z.object({ id: z.string(), title: z.string() });

  // Each line below is a drift between the app's call and the fake backend: it must not compile, and
  // typecheck fails if one ever does (the directive then has no error to expect).
  it('is refused by the type checker when the answer or a schema does not fit what the app sends and expects', () => {
    const drifts = [
      // @ts-expect-error the answer is not the contract's
      endpoint(change, { rule: 'r', body }, () => ({ name: 'x' })),
      // @ts-expect-error the body schema requires a field the app does not send
      endpoint(change, { rule: 'r', body: z.object({ id: z.string(), title: z.string(), extra: z.string() }) }, () => null),
      // @ts-expect-error the body schema takes another type than the app sends
      endpoint(change, { rule: 'r', body: z.object({ id: z.number(), title: z.string() }) }, () => null),
      // @ts-expect-error the query schema requires a name the app may leave out
      endpoint(change, { rule: 'r', body, query: z.object({ dryRun: z.string() }) }, () => null),
      // @ts-expect-error the query schema does not know a name the app sends
      endpoint(change, { rule: 'r', body, query: z.object({ preview: z.optional(z.string()) }) }, () => null),
      // @ts-expect-error a body schema for a contract that sends none
      endpoint(contract.get<{ answer: boolean }>('api/plain'), { rule: 'r', body }, () => true),
    ];
    const fitting = endpoint(change, { rule: 'r', body, query: z.object({ dryRun: z.optional(z.string()) }) }, ({ body: { id } }) => ({
      id,
    }));
    expect([...drifts, fitting].map((defined) => defined.info.path)).toEqual([
      ...Array(5).fill('api/contracted'),
      'api/plain',
      'api/contracted',
    ]);
  });

  it('takes its method and path from the contract', () => {
    expect(endpoint(change, { rule: 'r', body }, () => null).info).toMatchObject({ method: 'PATCH', path: 'api/contracted' });
  });
});

describe('an endpoint that needs a session', () => {
  const me = defineArea('Me', [
    endpoint(contract.get<{ answer: { userId: string } | null }>('api/me'), { rule: 'Who asks.' }, ({ session }) => session),
  ]);
  const ask = (token?: string) =>
    getResponse(
      me.handlers,
      new Request('http://localhost/api/me', { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } }),
    );
  const signed = (claims: Record<string, unknown>, key = demoTokenKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer(demoTokenIssuer).setExpirationTime('1h').sign(key);

  it('is listed as needing one, unless it says otherwise', () => {
    expect(me.endpoints[0]?.access).toBe('session');
  });

  it("answers the access token's subject to the resolver", async () => {
    const response = await ask(await issueDemoToken('u1'));
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({ userId: 'u1' });
  });

  it('answers 401 Sign in first without a token, and with an expired, forged, foreign or other-purpose one', async () => {
    const refused = {
      none: undefined,
      empty: '',
      garbage: 'not-a-token',
      expired: await issueDemoToken('u1', { lifetimeSeconds: -60 }),
      forged: await signed({ purpose: 'access' }, new TextEncoder().encode('another-key')),
      challenge: await signed({ purpose: 'two-factor' }),
      noPurpose: await signed({}),
    };
    for (const [name, token] of Object.entries(refused)) {
      const response = await ask(token);
      expect(response?.status, name).toBe(401);
      expect(await response?.json(), name).toEqual({ message: 'Sign in first' });
    }
  });
});

describe('the router', () => {
  const all = contract.get<{ answer: string[] }>('api/things/all');
  const parts = contract.get<{ answer: string[] }>('api/things/parts/all');
  const area = defineArea('Things', [endpoint(all, { rule: 'All.', access: 'anyone' }, () => ['thing'])]);
  const nested = defineArea('Thing parts', [endpoint(parts, { rule: 'Parts.', access: 'anyone' }, () => ['part'])]);

  function setup() {
    const loadThings = vi.fn(async () => area);
    const loadParts = vi.fn(async () => nested);
    const router = createApiRouter([
      { prefixes: ['api/things'], load: loadThings },
      { prefixes: ['api/things/parts'], load: loadParts },
    ]);
    const get = (path: string) => getResponse([router], new Request(`http://localhost${path}`));
    return { loadThings, loadParts, get };
  }

  it('loads an area on its first request only, and lets the longest prefix win', async () => {
    const { loadThings, loadParts, get } = setup();
    expect(loadThings).not.toHaveBeenCalled();
    expect(await (await get('/api/things/all'))?.json()).toEqual(['thing']);
    await get('/api/things/all');
    expect(loadThings).toHaveBeenCalledTimes(1);
    expect(await (await get('/api/things/parts/all'))?.json()).toEqual(['part']);
    expect(loadParts).toHaveBeenCalledTimes(1);
  });

  it("turns away the app's own files without loading any area, and leaves unknown paths of an area unhandled", async () => {
    const { loadThings, loadParts, get } = setup();
    for (const path of ['/assets/index-abc.js', '/src/features/things/index.ts', '/fonts/inter.woff2', '/things/all']) {
      expect(await get(path)).toBeUndefined();
    }
    expect(loadThings).not.toHaveBeenCalled();
    expect(loadParts).not.toHaveBeenCalled();
    expect(await get('/api/things/missing')).toBeUndefined();
  });
});
