/**
 * API requests no handler answered while a story ran. The workbench fails such a story, as a unit
 * test fails on an unknown request: a story must not show a screen fed by a request that went
 * nowhere. Other requests (the workbench's own files, fonts, Vite) pass through untouched.
 */
const unhandled: string[] = [];

export const isApiPath = (url: string) => /^\/(api|hubs)\//.test(new URL(url).pathname);

export function recordUnhandledRequest(request: Request) {
  if (isApiPath(request.url)) unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
}

/** The requests recorded since the last call, which forgets them. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
