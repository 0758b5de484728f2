/** The server answered with a status outside 200-299. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${url} failed with status ${status}`);
  }
}

/** The request never got an answer: offline, refused, DNS, CORS, or no answer within its time limit. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  /** True when the server took longer than the request's time limit (it may still have acted on it). */
  readonly timedOut: boolean;
  constructor(
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown; timedOut?: boolean },
  ) {
    super(options?.timedOut ? `${method} ${url} got no answer in time` : `${method} ${url} could not reach the server`, options);
    this.timedOut = options?.timedOut ?? false;
  }
}

/** A 200 answer whose body reports a failure as `apiError` (the backend's convention). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly errorCode: number | string,
    readonly body: unknown,
    message?: string,
  ) {
    super(message ?? `${method} ${url} answered with apiError ${errorCode}`);
  }
}

/** What a refused request's body says: a message to read, and the field and the reason it names. */
export interface Refusal {
  message: string;
  field: string;
  reason: string;
}

/** The server's own words for a refused request (a 400 in the one shape the fake backend and the API share); null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as Partial<Refusal> | null;
  return typeof body?.message === 'string' ? { message: body.message, field: body.field ?? '', reason: body.reason ?? '' } : null;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The failures that mean the server itself cannot be reached, as opposed to one refused request. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof HttpError && [502, 503, 504].includes(error.status));
}
