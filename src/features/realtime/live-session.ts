export { getCurrentConnection, setCurrentConnection, useCurrentConnection } from '@/lib/realtime';

/**
 * Push-capable: a service worker and the Push API are there (a secure page in a current browser).
 * Only such sessions open the live connection and subscribe to push (spec point 6).
 */
export const isPushCapable = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;
