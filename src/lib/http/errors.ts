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

/** The request never got an answer: offline, refused, DNS, CORS. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${url} could not reach the server`, options);
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

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
