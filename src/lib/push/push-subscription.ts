import { http } from '@/lib/http';
import { pushEndpoints } from './endpoints';

/** What the server needs to push to this browser (spec point 3): URL-safe base64 without padding. */
export interface PushSubscriptionPayload {
  endpoint: string;
  auth: string;
  p256dh: string;
}

export const notSubscribedMessage = 'Not subscribed to push notifications.';
export const unsubscribeFailedMessage = 'Unsubscribe failed!';
export const subscribeFailedMessage = 'Could not subscribe to notifications';

/** Bytes as URL-safe base64 without padding (RFC 4648 §5), as push keys travel. */
export function toUrlSafeBase64(bytes: ArrayBuffer | Uint8Array | null): string {
  if (!bytes) return '';
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function fromUrlSafeBase64(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function subscriptionPayload(subscription: Pick<PushSubscription, 'endpoint' | 'getKey'>): PushSubscriptionPayload {
  return {
    endpoint: subscription.endpoint,
    auth: toUrlSafeBase64(subscription.getKey('auth')),
    p256dh: toUrlSafeBase64(subscription.getKey('p256dh')),
  };
}

export interface PushDeps {
  pushManager: Pick<PushManager, 'subscribe' | 'getSubscription'>;
  /** Sends the payload to the server; the app's HTTP client by default. */
  post?: (payload: PushSubscriptionPayload) => Promise<unknown>;
  log?: (message: string, error: unknown) => void;
}

/**
 * Subscribes this browser to push with the VAPID key and tells the server. A failure is only logged
 * ('Could not subscribe to notifications', spec point 7): calls still arrive over the live
 * connection while the page is open. Resolves whether it worked.
 */
export async function subscribeToPush(
  vapidPublicKey: string,
  { pushManager, post = (payload) => http.call(pushEndpoints.subscribe, { body: payload }), log = console.error }: PushDeps,
): Promise<boolean> {
  try {
    const subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromUrlSafeBase64(vapidPublicKey) });
    await post(subscriptionPayload(subscription));
    return true;
  } catch (error) {
    log(subscribeFailedMessage, error);
    return false;
  }
}

/** Ends the push subscription: 'Not subscribed to push notifications.' or 'Unsubscribe failed!' when it cannot. */
export async function unsubscribeFromPush({ pushManager }: Pick<PushDeps, 'pushManager'>): Promise<void> {
  const subscription = await pushManager.getSubscription();
  if (!subscription) throw new Error(notSubscribedMessage);
  const done = await subscription.unsubscribe().catch(() => false);
  if (!done) throw new Error(unsubscribeFailedMessage);
}
