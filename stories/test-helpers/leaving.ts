import type { HttpHandler } from 'msw';
import { spyOn } from 'storybook/test';
import { holdRequests } from './requests';

/**
 * Watches the `beforeunload` listeners the story adds, to ask them whether leaving the page now would
 * make the browser ask first. It calls them itself instead of dispatching the event: a dispatched
 * `beforeunload` also reaches MSW's worker client, which takes it for the page closing and stops.
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
 * A story whose saves to one endpoint are held until it says: its `beforeEach` holds them and starts
 * watching; its play asks whether leaving the page would be questioned now, and releases the save.
 */
export function leavingWhileHeld(method: 'post' | 'patch' | 'delete', path: string) {
  let held = holdRequests(method, path);
  let watch: ReturnType<typeof watchLeaving> | null = null;
  return {
    beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
      held = holdRequests(method, path);
      msw.use(held.handler);
      watch = watchLeaving();
      return watch.restore;
    },
    asks: () => watch?.asks() ?? false,
    release: () => held.release(),
  };
}
