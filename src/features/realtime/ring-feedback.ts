import type { NotifyType } from '@/features/user';

/** Spec point 4 and 9: the vibration pattern, repeated every 3000 ms, stopping after 3000 ms. */
export const vibrationPattern = [200, 100, 200] as const;
export const vibrationRepeatMs = 3000;
export const vibrationStopAfterMs = 3000;

export const ringtoneUrl = '/sounds/ringtone.wav';

export interface RingDevices {
  /** Starts the ringtone; resolves to the way to stop it (rejects when the browser refuses to play). */
  playRingtone: () => Promise<() => void>;
  /** navigator.vibrate: a pattern, or 0 to stop. */
  vibrate: (pattern: number[] | 0) => void;
}

/** The page's own devices: an audio element that loops the ringtone, and the vibration motor where there is one. */
export function browserRingDevices(): RingDevices {
  return {
    async playRingtone() {
      const audio = new Audio(ringtoneUrl);
      audio.loop = true;
      await audio.play();
      return () => {
        audio.pause();
        audio.currentTime = 0;
      };
    },
    vibrate: (pattern) => {
      if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
    },
  };
}

/**
 * What a ringing call does by the user's notify type: `all` rings and vibrates, `ringtone` only
 * rings, `vibrate` only vibrates. The vibration buzzes at once and again 3000 ms later, and then
 * stops (the spec's "repeated every 3000 ms, stopping after 3000 ms"); the ringtone loops until
 * the call is joined, declined or closed. Returns the way to stop it all; `onBlocked` is told when
 * the browser refuses to play sound before the user has interacted with the page.
 */
export function startRingFeedback(notifyType: NotifyType, devices: RingDevices, onBlocked?: () => void): () => void {
  let stopped = false;
  let stopSound: (() => void) | undefined;
  let repeat: ReturnType<typeof setInterval> | undefined;
  let end: ReturnType<typeof setTimeout> | undefined;

  if (notifyType === 'all' || notifyType === 'ringtone') {
    devices.playRingtone().then(
      (stop) => (stopped ? stop() : (stopSound = stop)),
      () => onBlocked?.(),
    );
  }
  if (notifyType === 'all' || notifyType === 'vibrate') {
    devices.vibrate([...vibrationPattern]);
    repeat = setInterval(() => devices.vibrate([...vibrationPattern]), vibrationRepeatMs);
    end = setTimeout(() => clearInterval(repeat), vibrationStopAfterMs);
  }

  return () => {
    if (stopped) return;
    stopped = true;
    stopSound?.();
    clearInterval(repeat);
    clearTimeout(end);
    if (notifyType !== 'ringtone') devices.vibrate(0);
  };
}
