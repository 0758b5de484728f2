/**
 * The service worker's life as the app reports it (spec point 4): an update detected, its
 * installation failed, a new version ready, no new version; and 'disabled or not supported' where
 * the browser has no service workers (or they are switched off).
 */
export type WorkerStatus =
  'unsupported' | 'waiting-for-stable' | 'registered' | 'update-detected' | 'update-ready' | 'installation-failed' | 'no-new-version';

export const unsupportedMessage = 'disabled or not supported';

/** The service worker registers when the app is stable, or after 30 000 ms at the latest. */
export const registerAfterMs = 30_000;

/** The part of workbox-window's Workbox this module uses; tests give a stand-in. */
export interface WorkboxLike {
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  addEventListener(
    type: 'installing' | 'installed' | 'waiting' | 'activated' | 'redundant',
    listener: (event: { isUpdate?: boolean }) => void,
  ): void;
  messageSkipWaiting(): void;
}

export interface RegisterOptions {
  /** Resolves when the app is stable (loaded, nothing under way). */
  stable: Promise<unknown>;
  createWorkbox: () => WorkboxLike;
  onStatus: (status: WorkerStatus) => void;
  supported?: boolean;
  timeoutMs?: number;
}

/**
 * Registers the service worker once the app is stable or 30 s have passed, whichever is first, and
 * reports what happens to it. Returns the means to look for a new version and to switch to it.
 */
export async function registerServiceWorker({
  stable,
  createWorkbox,
  onStatus,
  supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  timeoutMs = registerAfterMs,
}: RegisterOptions) {
  if (!supported) {
    onStatus('unsupported');
    return null;
  }
  onStatus('waiting-for-stable');
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([stable, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);

  const workbox = createWorkbox();
  let updateFound = false;
  workbox.addEventListener('installing', (event) => {
    if (event.isUpdate) {
      updateFound = true;
      onStatus('update-detected');
    }
  });
  workbox.addEventListener('waiting', () => onStatus('update-ready'));
  workbox.addEventListener('redundant', () => onStatus('installation-failed'));
  try {
    await workbox.register();
    onStatus('registered');
  } catch {
    onStatus('installation-failed');
    return null;
  }
  return {
    /** Looks for a new version; reports 'no-new-version' when there is none. */
    async checkForUpdate() {
      updateFound = false;
      try {
        await workbox.update();
      } catch {
        onStatus('installation-failed');
        return;
      }
      if (!updateFound) onStatus('no-new-version');
    },
    /** Lets the waiting version take over; the page then reloads into it. */
    activateUpdate: () => workbox.messageSkipWaiting(),
  };
}
