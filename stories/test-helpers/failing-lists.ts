import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * Lists a page reads beside its own, answered with a server error in the stories of a file:
 * `beforeEach` puts the failing answers in place for the story (once each, or for as long as it runs),
 * and `failed` counts the answers given. The lists are separate requests that fail in any order, so a
 * story that presses Try again waits until each has failed: a retry pressed after the first failure
 * would not ask for a list that had not failed yet.
 */
export function failingLists(paths: readonly string[], options: { once?: boolean } = {}) {
  let failed = 0;
  return {
    get failed() {
      return failed;
    },
    /** Every list has been answered with its failure. */
    get allFailed() {
      return failed >= paths.length;
    },
    beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
      failed = 0;
      msw.use(
        ...paths.map((path) =>
          http.get(
            path,
            () => {
              failed += 1;
              return HttpResponse.json({ message: 'down' }, { status: 500 });
            },
            { once: options.once ?? false },
          ),
        ),
      );
    },
  };
}
