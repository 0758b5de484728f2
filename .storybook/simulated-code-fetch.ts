import { useState, type ComponentType } from 'react';
import { lazyComponent } from '@/components';

function simulatedNetwork(startOffline: boolean) {
  let offline = startOffline;
  return {
    isOffline: () => offline,
    setOffline: (isOffline: boolean) => {
      offline = isOffline;
    },
  };
}

/**
 * A lazily loaded component whose code fetch the story controls: while `offline`, fetching fails as
 * a dynamic import does without a network. Each story run gets a fresh one; `requests` counts the
 * fetches, so that a play function can tell a preload from a loop.
 */
export function useSimulatedCodeFetch<P extends object>(component: ComponentType<P>, startOffline: boolean) {
  const [offline, setOfflineState] = useState(startOffline);
  const [requests, setRequests] = useState(0);
  // What the load sees when it runs: the network as the story last set it.
  const [network] = useState(() => simulatedNetwork(startOffline));
  const [Part] = useState(() =>
    lazyComponent(async () => {
      // Counted after the render that may have started the fetch: setting the story's state while
      // React draws the part is not allowed. The fetch itself settles as soon as before.
      queueMicrotask(() => setRequests((count) => count + 1));
      if (network.isOffline()) throw new TypeError('Failed to fetch dynamically imported module');
      return component;
    }),
  );
  const setOffline = (isOffline: boolean) => {
    network.setOffline(isOffline);
    setOfflineState(isOffline);
  };
  return { Part, offline, setOffline, requests };
}
