/** Spec point 9: a non-anonymous user is set online 1000 ms after load; the heartbeat goes every 5000 ms. */
export const setOnlineDelayMs = 1000;
export const heartbeatIntervalMs = 5000;
export const heartbeatText = 'hello server';

export interface PresenceSchedule {
  /** Sets the user online (after the delay). */
  setOnline: () => void;
  /** Sends one heartbeat; the caller sends it only while connected. */
  heartbeat: () => void;
  /** Marks the user offline as the page goes away. */
  goOffline: () => void;
  /** Where the page's lifecycle events come from. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Presence of a signed-in user: online a second after load, a heartbeat every 5 s, offline when
 * the page is hidden for good (`pagehide`, which fires on mobile and keeps the back/forward cache,
 * unlike `unload`). Hiding a tab is not leaving: it does not set the user offline.
 */
export function startPresence({ setOnline, heartbeat, goOffline, target = window }: PresenceSchedule) {
  const online = setTimeout(setOnline, setOnlineDelayMs);
  const beat = setInterval(heartbeat, heartbeatIntervalMs);
  const onPageHide = () => goOffline();
  target.addEventListener('pagehide', onPageHide);
  return () => {
    clearTimeout(online);
    clearInterval(beat);
    target.removeEventListener('pagehide', onPageHide);
  };
}
