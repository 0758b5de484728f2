import type { TFunction } from 'i18next';
import { Workbox } from 'workbox-window';
import { toasts } from '@/components';
import { registerServiceWorker, unsupportedMessage, type WorkerStatus } from '@/lib/pwa';

/** Stable: the page has loaded and the browser has a quiet moment (the app's first requests are done). */
function whenStable(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) =>
        typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 1000),
      ),
  );
}

/**
 * Registers the app's service worker (only when the app talks to a real API: in demo mode MSW's
 * worker holds the scope) and tells the user what happens to new versions.
 */
export async function startServiceWorker(t: TFunction) {
  let control: Awaited<ReturnType<typeof registerServiceWorker>> = null;
  const onStatus = (status: WorkerStatus) => {
    switch (status) {
      case 'unsupported':
        console.info(`Service worker ${unsupportedMessage}`);
        toasts.show({ tone: 'info', title: t('appUpdate.unsupported') });
        break;
      case 'update-detected':
        toasts.show({ tone: 'info', title: t('appUpdate.detected') });
        break;
      case 'update-ready':
        toasts.show(
          {
            tone: 'success',
            title: t('appUpdate.ready'),
            action: {
              label: t('appUpdate.reload'),
              onAction: () => {
                navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
                control?.activateUpdate();
              },
            },
          },
          { timeout: 0 },
        );
        break;
      case 'installation-failed':
        toasts.show({ tone: 'critical', title: t('appUpdate.failed') }, { timeout: 0 });
        break;
      case 'no-new-version':
        console.info(t('appUpdate.noNewVersion'));
        break;
      default:
        break;
    }
  };
  control = await registerServiceWorker({ stable: whenStable(), createWorkbox: () => new Workbox('/sw.js'), onStatus });
  // A long-open page looks for a new version every hour.
  if (control) setInterval(() => void control?.checkForUpdate(), 60 * 60 * 1000);
}
