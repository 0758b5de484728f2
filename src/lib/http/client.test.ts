import { SignJWT } from 'jose';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, memoryStorage } from '@/lib/auth';
import { contract } from '@/lib/contract';
import { serveFakeBackend } from '@mocks/node';
import { createHttpClient } from './client';
import { ApiError, HttpError, NetworkError } from './errors';
import { createInFlightCounter } from './in-flight';
import { createReachability } from './reachability';

const server = serveFakeBackend();

const baseUrl = 'http://api.test/';
const now = Date.UTC(2026, 2, 16, 9, 30);
const secret = new TextEncoder().encode('test-secret');

const tokenExpiringAt = (expiresAt: number) =>
  new SignJWT({ sub: 'user-1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(secret);

const memoryTokens = (token?: string) => createTokenStore(memoryStorage(token ? { accessToken: token } : {}));

/** Records what reached the server. */
function captureRequests() {
  const seen: Request[] = [];
  server.use(
    mock.all('http://api.test/*', ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('http client', () => {
  it('resolves paths against the configured base URL and adds query parameters', async () => {
    const seen = captureRequests();
    const client = createHttpClient({ baseUrl: 'http://api.test/v1', tokens: memoryTokens(), now: () => now });
    await client.get('api/common/messages', { params: { id: 'a b', page: 2, skip: undefined } });
    expect(seen[0]?.url).toBe('http://api.test/v1/api/common/messages?id=a+b&page=2');
  });

  it("calls an endpoint by its contract: the contract's method, its path with the parameters filled, the query and the body", async () => {
    const seen = captureRequests();
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(), now: () => now });
    const rename = contract.patch<{ path: { set: string }; query: { dryRun?: boolean }; body: { title: string }; answer: { ok: boolean } }>(
      'api/sets/:set',
    );
    const answer: { ok: boolean } = await client.call(rename, { path: { set: 'a/b' }, query: { dryRun: true }, body: { title: 'T' } });
    expect(answer).toEqual({ ok: true });
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.url).toBe('http://api.test/api/sets/a%2Fb?dryRun=true');
    expect(await seen[0]?.json()).toEqual({ title: 'T' });
    // Never run: typecheck fails if a call that leaves out what the contract sends, or sends another shape, compiles.
    const drifts = () => [
      // @ts-expect-error the contract sends a path parameter and a body
      client.call(rename),
      // @ts-expect-error the body is not the contract's
      client.call(rename, { path: { set: 'a' }, body: { name: 'T' } }),
      // @ts-expect-error the query is not the contract's
      client.call(rename, { path: { set: 'a' }, query: { preview: true }, body: { title: 'T' } }),
    ];
    expect(drifts).toBeTypeOf('function');
    await client.call(contract.delete<{ answer: boolean }>('api/sets'));
    expect([seen[1]?.method, seen[1]?.url, await seen[1]?.text()]).toEqual(['DELETE', 'http://api.test/api/sets', '']);
  });

  it('lets a request outlive the page when asked (keepalive), and only then', async () => {
    const fetch = vi.fn(async () => HttpResponse.json(true));
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(), fetch });
    await client.post('api/common/user/set-online', { online: false }, { keepalive: true });
    await client.post('api/common/user/set-online', { online: false });
    const inits = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
  });

  it('sends the bearer token while it is unexpired', async () => {
    const seen = captureRequests();
    const token = await tokenExpiringAt(now + 60_000);
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(token), now: () => now });
    await client.get('api/common/user');
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('never sends an expired token', async () => {
    const seen = captureRequests();
    const token = await tokenExpiringAt(now - 1000);
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(token), now: () => now });
    await client.post('api/common/messages', { message: {} });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('stops sending a token at the moment it expires', async () => {
    const seen = captureRequests();
    const expiresAt = now + 5000;
    let clock = now;
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(await tokenExpiringAt(expiresAt)), now: () => clock });
    await client.get('api/common/user');
    clock = expiresAt;
    await client.get('api/common/user');
    expect(seen.map((request) => request.headers.has('authorization'))).toEqual([true, false]);
  });

  it('sends no Authorization header without a token, or with one it cannot read', async () => {
    const seen = captureRequests();
    await createHttpClient({ baseUrl, tokens: memoryTokens(), now: () => now }).get('api/common/user');
    await createHttpClient({ baseUrl, tokens: memoryTokens('not-a-jwt'), now: () => now }).get('api/common/user');
    expect(seen.map((request) => request.headers.has('authorization'))).toEqual([false, false]);
  });

  it('sends JSON bodies and the page locale', async () => {
    const seen = captureRequests();
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(), locale: () => 'ar-SA' });
    await client.patch('api/common/user', { user: { status: 'away' } });
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.headers.get('accept-language')).toBe('ar-SA');
    expect(await seen[0]?.json()).toEqual({ user: { status: 'away' } });
  });

  it('turns a non-2xx answer into an HttpError with status and body', async () => {
    server.use(mock.get('http://api.test/api/x', () => HttpResponse.json({ message: 'nope' }, { status: 503 })));
    const error = await createHttpClient({ baseUrl, tokens: memoryTokens() })
      .get('api/x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, method: 'GET', body: { message: 'nope' } });
  });

  it('turns a failed connection into a NetworkError', async () => {
    server.use(mock.get('http://api.test/api/x', () => HttpResponse.error()));
    await expect(createHttpClient({ baseUrl, tokens: memoryTokens() }).get('api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('passes an abort through unchanged, so cancelled queries stay quiet', async () => {
    captureRequests();
    const controller = new AbortController();
    controller.abort();
    await expect(createHttpClient({ baseUrl, tokens: memoryTokens() }).get('api/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('treats a 200 carrying apiError as a failure', async () => {
    server.use(
      mock.post('http://api.test/api/decline', () => HttpResponse.json({ apiError: { errorCode: 409, message: 'Already taken' } })),
    );
    const error = await createHttpClient({ baseUrl, tokens: memoryTokens() })
      .post('api/decline')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 409, message: 'Already taken' });
  });

  it('reports an expired session when a signed-in user gets apiError 401', async () => {
    server.use(mock.get('http://api.test/api/common/user', () => HttpResponse.json({ apiError: { errorCode: 401 } })));
    const onSessionExpired = vi.fn();
    const tokens = memoryTokens(await tokenExpiringAt(now + 60_000));
    const client = createHttpClient({ baseUrl, tokens, now: () => now, onSessionExpired });
    await expect(client.get('api/common/user')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports an expired session when a request that carried the token answers HTTP 401', async () => {
    server.use(mock.get('http://api.test/api/common/user', () => HttpResponse.json({ message: 'Sign in first' }, { status: 401 })));
    const onSessionExpired = vi.fn();
    const tokens = memoryTokens(await tokenExpiringAt(now + 60_000));
    const client = createHttpClient({ baseUrl, tokens, now: () => now, onSessionExpired });
    await expect(client.get('api/common/user')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not end a newer session for a 401 to a request sent with the token it replaced', async () => {
    const tokens = memoryTokens(await tokenExpiringAt(now + 60_000));
    const newer = await tokenExpiringAt(now + 120_000);
    server.use(
      mock.get('http://api.test/api/common/user', () => {
        tokens.set(newer);
        return HttpResponse.json({ message: 'Sign in first' }, { status: 401 });
      }),
    );
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ baseUrl, tokens, now: () => now, onSessionExpired });
    await expect(client.get('api/common/user')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not report a session for a visitor who is not signed in', async () => {
    server.use(mock.get('http://api.test/api/common/user', () => HttpResponse.json({ apiError: { errorCode: 401 } })));
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(), onSessionExpired });
    await expect(client.get('api/common/user')).rejects.toBeInstanceOf(ApiError);
    server.use(mock.get('http://api.test/api/common/user', () => HttpResponse.json({ message: 'Sign in first' }, { status: 401 })));
    await expect(client.get('api/common/user')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('counts requests in flight until each one ends, failed ones too', async () => {
    server.use(
      mock.get('http://api.test/api/ok', () => HttpResponse.json({})),
      mock.get('http://api.test/api/down', () => HttpResponse.error()),
    );
    const counter = createInFlightCounter();
    const seen: number[] = [];
    counter.subscribe(() => seen.push(counter.getSnapshot()));
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(), inFlight: counter });
    await Promise.allSettled([client.get('api/ok'), client.get('api/down')]);
    expect(seen.slice(0, 2)).toEqual([1, 2]);
    expect(counter.getSnapshot()).toBe(0);
  });

  it('leaves background requests out of the count', async () => {
    server.use(mock.post('http://api.test/api/status', () => HttpResponse.json({})));
    const counter = createInFlightCounter();
    const seen: number[] = [];
    counter.subscribe(() => seen.push(counter.getSnapshot()));
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(), inFlight: counter });
    await client.post('api/status', { status: 'ONLINE' }, { background: true });
    expect(seen).toEqual([]);
    await client.post('api/status', { status: 'ONLINE' });
    expect(seen).toEqual([1, 0]);
  });

  it('returns undefined for an empty answer', async () => {
    server.use(mock.delete('http://api.test/api/x', () => new HttpResponse(null, { status: 204 })));
    await expect(createHttpClient({ baseUrl, tokens: memoryTokens() }).delete('api/x', { params: { id: 1 } })).resolves.toBeUndefined();
  });

  /** A server that takes the connection and never answers; like fetch, it stops when the request is aborted. */
  const silentServer = () =>
    vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal;
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );

  it('gives up on a read after its time limit, and says the server did not answer', async () => {
    const fetch = silentServer();
    const reachability = createReachability();
    const client = createHttpClient({
      baseUrl,
      tokens: memoryTokens(),
      fetch,
      now: () => now,
      reachability,
      timeLimits: { readMs: 20, writeMs: 60_000 },
    });
    const failure = await client.get('api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).timedOut).toBe(true);
    expect(reachability.getSnapshot()).toEqual({ reachable: false, lastTry: now });
  });

  it("keeps a caller's abort an abort, not a verdict on the server", async () => {
    const fetch = silentServer();
    const reachability = createReachability();
    const controller = new AbortController();
    const pending = createHttpClient({ baseUrl, tokens: memoryTokens(), fetch, reachability }).get('api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(reachability.getSnapshot().reachable).toBe(true);
  });

  it('marks the server unreachable on a refused connection or a gateway error, and reachable on any answer', async () => {
    const reachability = createReachability();
    const client = createHttpClient({ baseUrl, tokens: memoryTokens(), now: () => now, reachability });
    server.use(mock.get('http://api.test/api/down', () => HttpResponse.error()));
    server.use(mock.get('http://api.test/api/gateway', () => new HttpResponse(null, { status: 503 })));
    server.use(mock.get('http://api.test/api/refused', () => new HttpResponse(null, { status: 400 })));
    await expect(client.get('api/down')).rejects.toBeInstanceOf(NetworkError);
    expect(reachability.getSnapshot().reachable).toBe(false);
    await expect(client.get('api/refused')).rejects.toBeInstanceOf(HttpError);
    expect(reachability.getSnapshot().reachable).toBe(true);
    await expect(client.get('api/gateway')).rejects.toBeInstanceOf(HttpError);
    expect(reachability.getSnapshot()).toEqual({ reachable: false, lastTry: now });
  });

  it('takes no late failure of an older request for news once a newer one was answered', () => {
    const reachability = createReachability();
    const older = reachability.start();
    const newer = reachability.start();
    reachability.answered(newer);
    reachability.unreachable(now, older);
    expect(reachability.getSnapshot().reachable).toBe(true);
    reachability.unreachable(now, reachability.start());
    expect(reachability.getSnapshot().reachable).toBe(false);
  });
});
