import { http, type HttpHandler } from 'msw';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  at: number;
}

/**
 * Watches one endpoint without answering it: every request is recorded (method, URL, JSON body,
 * time) and then goes on to the fake backend's own handler.
 */
function recordRequests(method: 'get' | 'post' | 'patch' | 'delete', path: string): { handler: HttpHandler; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const handler = http[method](path, async ({ request }) => {
    const text = await request.clone().text();
    requests.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined, at: performance.now() });
    return undefined;
  });
  return { handler, requests };
}

/**
 * One endpoint watched in the stories of a file: `beforeEach` starts a fresh record for the story
 * (use it as the story's `beforeEach`), and `requests` is what the running story has sent.
 */
export function requestRecorder(method: 'get' | 'post' | 'patch' | 'delete', path: string) {
  let current: RecordedRequest[] = [];
  return {
    get requests(): readonly RecordedRequest[] {
      return current;
    },
    beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
      const recorded = recordRequests(method, path);
      msw.use(recorded.handler);
      current = recorded.requests;
    },
  };
}

/** Holds every request to one endpoint until `release()`, then lets it go on to the fake backend's own handler. */
export function holdRequests(method: 'get' | 'post' | 'patch' | 'delete', path: string): { handler: HttpHandler; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = http[method](path, async () => {
    await released;
    return undefined;
  });
  return { handler, release: () => release() };
}
