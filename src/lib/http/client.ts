import { usableToken, type TokenStore } from '@/lib/auth';
import { ApiError, HttpError, isAbort, isUnreachable, NetworkError } from './errors';
import type { ReachabilityStore } from './reachability';
import { fillPath, type Contract, type Exchange, type Method } from '@/lib/contract';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page (sent while it unloads). */
  keepalive?: boolean;
  /** Overrides the client's time limit for this request, in ms. */
  timeoutMs?: number;
  /** Work the page does by itself, not for what the user is looking at (presence): it shows no loading bar. */
  background?: boolean;
}

/**
 * How long a request may wait for its answer. A read is safe to repeat, so it gives up early and the
 * query retries; a write that times out may still have been applied, so it waits longer before the
 * page rolls back and says so. Both are far above the slowest answer the API is meant to give (the
 * mailbox's 625 ms) and below the point where a user takes a blank wait for a broken page.
 */
export const requestTimeLimits = { readMs: 10_000, writeMs: 30_000 } as const;

export interface HttpClientOptions {
  /** Where `api/...` paths are resolved: the API's URL, or the page's own origin in demo mode. */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  now?: () => number;
  /** Sent as Accept-Language so the server can build links and texts for the page's locale. */
  locale?: () => string | undefined;
  /**
   * Called when a signed-in user's session is reported expired: a 200 carrying apiError 401 (the
   * spec's form), or a 401 to a request that carried the session's token (the server no longer takes it).
   */
  onSessionExpired?: () => void;
  /** Told when each request starts; the returned function is called when it ends. */
  inFlight?: { start(): () => void };
  /** Requests wait for this before they go out (demo mode: until the in-browser fake backend answers). */
  ready?: () => Promise<unknown>;
  /** Told whether the server answered; the shell says when it cannot be reached. */
  reachability?: ReachabilityStore;
  timeLimits?: { readMs: number; writeMs: number };
}

type Parts<E extends Exchange> = Pick<E, Extract<keyof E, 'query' | 'body' | 'path'>>;

/** What a call sends: the parts its contract's exchange has (query, body, path parameters), beside the usual options. */
export type CallOptions<E extends Exchange> = Parts<E> & Omit<RequestOptions, 'params' | 'body'>;

// The options may be left out only where the exchange sends nothing of its own.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is what an exchange with no parts leaves
type CallArgs<E extends Exchange> = {} extends Parts<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export interface HttpClient {
  /** One endpoint's exchange, typed by its contract: the request it sends and the answer it gets. */
  call<M extends Method, E extends Exchange>(contract: Contract<M, E>, ...options: CallArgs<E>): Promise<E['answer']>;
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function apiErrorOf(body: unknown): { errorCode: number | string; message?: string } | null {
  if (typeof body !== 'object' || body === null || !('apiError' in body)) return null;
  const apiError = (body as { apiError: unknown }).apiError;
  if (typeof apiError !== 'object' || apiError === null) return null;
  const { errorCode, message } = apiError as { errorCode?: number | string; message?: string };
  return errorCode === undefined ? null : { errorCode, ...(message ? { message } : {}) };
}

/**
 * The one HTTP client every call goes through. It attaches the bearer token only while the stored
 * token is unexpired, turns failures into typed errors, and reports expired sessions.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const {
    baseUrl,
    tokens,
    now = () => Date.now(),
    locale,
    onSessionExpired,
    inFlight,
    ready,
    reachability,
    timeLimits = requestTimeLimits,
  } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(
    method: string,
    path: string,
    { params, body, signal, headers, keepalive, timeoutMs, background = false }: RequestOptions = {},
  ) {
    const url = buildUrl(baseUrl, path, params);
    const requestHeaders = new Headers({ Accept: 'application/json', ...headers });
    const token = usableToken(tokens, now());
    if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
    const language = locale?.();
    if (language) requestHeaders.set('Accept-Language', language);
    // Form data (a file upload) carries its own multipart type and boundary.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) requestHeaders.set('Content-Type', 'application/json');

    const end = background ? undefined : inFlight?.start();
    const limit = timeoutMs ?? (method === 'GET' ? timeLimits.readMs : timeLimits.writeMs);
    let response: Response;
    let data: unknown;
    let triedAt = now();
    const attempt = reachability?.start();
    try {
      await ready?.();
      // The clock starts when the request goes out, not while it waits for the demo backend to start.
      triedAt = now();
      const deadline = AbortSignal.timeout(limit);
      response = await doFetch(url, {
        method,
        headers: requestHeaders,
        body: body === undefined ? null : isForm ? body : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        ...(keepalive ? { keepalive: true } : {}),
      });
      data = await readBody(response);
    } catch (error) {
      // The caller's own abort (a query cancelled, a page left) says nothing about the server.
      if (isAbort(error) && signal?.aborted) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const failure = new NetworkError(method, url, { cause: error, timedOut });
      reachability?.unreachable(triedAt, attempt);
      throw failure;
    } finally {
      end?.();
    }

    if (!response.ok) {
      const failure = new HttpError(method, url, response.status, data);
      if (response.status === 401 && token !== null && tokens.get() === token) onSessionExpired?.();
      if (isUnreachable(failure)) reachability?.unreachable(triedAt, attempt);
      else reachability?.answered(attempt);
      throw failure;
    }
    reachability?.answered(attempt);

    const apiError = apiErrorOf(data);
    if (apiError) {
      if (String(apiError.errorCode) === '401' && tokens.get() !== null) onSessionExpired?.();
      throw new ApiError(method, url, apiError.errorCode, data, apiError.message);
    }
    return data as T;
  }

  return {
    call: (contract, ...[options]) => {
      const { query, body, path, ...rest } = (options ?? {}) as RequestOptions & { query?: object; path?: Record<string, string> };
      const address = path ? fillPath<string>(contract.path, path) : contract.path;
      return request(contract.method, address, { ...rest, params: query as QueryParams | undefined, body });
    },
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
