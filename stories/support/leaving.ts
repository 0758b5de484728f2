import { http, type HttpHandler } from 'msw';
import { spyOn } from 'storybook/test';

/**
 * Watches the `beforeunload` listeners the story adds, to ask them whether leaving the page now would
 * make the browser ask first. It calls them itself instead of dispatching the event: a dispatched
 * `beforeunload` also reaches MSW's worker client, which takes it for the page closing and stops.
 * Call in `beforeEach`, before the story renders; returns the cleanup and the question.
 */
export function watchLeaving() {
  const add = spyOn(window, 'addEventListener');
  const remove = spyOn(window, 'removeEventListener');
  const listeners = () => {
    const added = add.mock.calls.filter(([type]) => type === 'beforeunload').map(([, listener]) => listener);
    const removed = new Set(remove.mock.calls.filter(([type]) => type === 'beforeunload').map(([, listener]) => listener));
    return added.filter((listener) => listener && !removed.has(listener));
  };
  const asks = () => {
    const event = new Event('beforeunload', { cancelable: true });
    for (const listener of listeners()) {
      if (typeof listener === 'function') listener.call(window, event);
      else listener?.handleEvent(event);
    }
    return event.defaultPrevented;
  };
  const restore = () => {
    add.mockRestore();
    remove.mockRestore();
  };
  return { asks, restore };
}

/**
 * Holds every request to one endpoint until `release()`, then lets it go on to the fake backend's own
 * handler: the time between a change shown and a change saved, made as long as a story needs.
 */
export function holdRequests(method: 'post' | 'patch' | 'delete', path: string): { handler: HttpHandler; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = http[method](path, async () => {
    await released;
    return undefined;
  });
  return { handler, release: () => release() };
}
