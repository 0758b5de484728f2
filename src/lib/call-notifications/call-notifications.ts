// What the service worker and the page share about calls that arrive by push: no DOM, no session.
/** The call a push carries: the incoming-call event (spec point 3). */
export interface PushedCall {
  id: string;
  category?: string;
  organizer: { fullName: string };
  createdOn?: string;
}

/** The worker has no i18next: the few words of a call notification, by the browser's language. */
const texts = {
  de: { join: 'Beitreten', decline: 'Ablehnen', fallback: 'Bitte treten Sie bei, um zu unterstützen!' },
  en: { join: 'Join', decline: 'Decline', fallback: 'Please feel free to join to assist!' },
  ar: { join: 'انضمام', decline: 'رفض', fallback: 'لا تتردد في الانضمام للمساعدة!' },
} as const;

export const notificationTexts = (language: string) => texts[language.slice(0, 2) as keyof typeof texts] ?? texts.de;

export type CallNotificationAction = 'join' | 'decline';

/**
 * The system notification for a pushed call: the organizer, the category (or the fallback), Join
 * and Decline. The room id is the tag, so an answered room's notification can be found and closed;
 * it stays until answered (requireInteraction) instead of minimising after some seconds.
 */
export function callNotification(
  call: PushedCall,
  language: string,
): {
  title: string;
  options: NotificationOptions & { actions: { action: CallNotificationAction; title: string }[]; timestamp?: number; vibrate?: number[] };
} {
  const words = notificationTexts(language);
  return {
    title: call.organizer.fullName,
    options: {
      body: call.category?.trim() || words.fallback,
      tag: call.id,
      requireInteraction: true,
      icon: '/favicon.svg',
      data: { id: call.id },
      vibrate: [200, 100, 200],
      ...(call.createdOn ? { timestamp: Date.parse(call.createdOn) } : {}),
      actions: [
        { action: 'join', title: words.join },
        { action: 'decline', title: words.decline },
      ],
    },
  };
}

/** What the worker tells an open window: join or decline this room (the window has the session). */
export type WorkerMessage = { type: 'join-call' | 'decline-call'; id: string };

export interface WindowLike {
  focus(): Promise<unknown>;
  postMessage(message: WorkerMessage): void;
}

export interface ClickContext {
  action: string;
  roomId: string | undefined;
  /** The app's open windows, most recently focused first. */
  windows: WindowLike[];
  openWindow: (url: string) => Promise<unknown>;
}

/**
 * A click on a call notification: Join (or the notification itself) and Decline are done by an
 * open window of the app, which holds the session; without one, the app opens at the room, or at
 * its start page with the room to decline.
 */
export async function handleNotificationClick({ action, roomId, windows, openWindow }: ClickContext): Promise<void> {
  if (!roomId) return;
  const decline = action === 'decline';
  const [window] = windows;
  if (window) {
    window.postMessage({ type: decline ? 'decline-call' : 'join-call', id: roomId });
    await window.focus();
    return;
  }
  const room = encodeURIComponent(roomId);
  await openWindow(decline ? `/?declineCall=${room}` : `/call?id=${room}`);
}

/** Reads a push message's payload as a call; null when it is not one. */
export function pushedCall(payload: unknown): PushedCall | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { id, category, organizer, createdOn } = payload as Partial<PushedCall>;
  if (typeof id !== 'string' || !id || typeof organizer?.fullName !== 'string') return null;
  return {
    id,
    organizer: { fullName: organizer.fullName },
    ...(typeof category === 'string' ? { category } : {}),
    ...(typeof createdOn === 'string' ? { createdOn } : {}),
  };
}
