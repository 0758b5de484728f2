import { useEffect } from 'react';
import type { NotifyType } from '@/features/user';
import { startRingFeedback, type RingDevices } from './ring-feedback';

/** The user's tabs take turns: whichever holds this lock rings; the others only show the call. */
export const ringerLock = 'call-center.ringer';

/**
 * Rings while calls are waiting, in one tab of the user only (Web Locks: one ring, not five). If
 * the ringing tab closes, the next waiting tab takes the lock and rings on.
 */
export function useRingFeedback(ringing: boolean, notifyType: NotifyType, devices: RingDevices, onBlocked?: () => void) {
  useEffect(() => {
    if (!ringing) return;
    let stop: (() => void) | undefined;
    let release: (() => void) | undefined;
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) {
      stop = startRingFeedback(notifyType, devices, onBlocked);
      return () => stop?.();
    }
    const controller = new AbortController();
    locks
      .request(ringerLock, { signal: controller.signal }, () => {
        stop = startRingFeedback(notifyType, devices, onBlocked);
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      stop?.();
      release?.();
    };
  }, [ringing, notifyType, devices, onBlocked]);
}
