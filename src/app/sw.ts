/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { callNotification, handleNotificationClick, pushedCall, type WindowLike } from '@/lib/call-notifications';

/**
 * The app's service worker (built by vite-plugin-pwa, injectManifest): it keeps the app's files
 * for offline start, shows a pushed call as a notification with Join and Decline, and hands a
 * click to an open window of the app, which holds the session (or opens one).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    // A push that is not JSON is not a call.
    return;
  }
  const call = pushedCall(payload);
  if (!call) return;
  const { title, options } = callNotification(call, self.navigator.language);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const roomId = (event.notification.data as { id?: string } | null)?.id;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) =>
      handleNotificationClick({
        action: event.action,
        roomId,
        windows: windows as unknown as WindowLike[],
        openWindow: (url) => self.clients.openWindow(url),
      }),
    ),
  );
});
