import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRingFeedback, vibrationPattern, type RingDevices } from './ring-feedback';

function devices(refuseSound = false) {
  const stopSound = vi.fn();
  const fake = {
    playRingtone: vi.fn(() => (refuseSound ? Promise.reject(new DOMException('no', 'NotAllowedError')) : Promise.resolve(stopSound))),
    vibrate: vi.fn(),
  } satisfies RingDevices;
  return { fake, stopSound };
}

describe('ring feedback by notify type', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('all: rings and vibrates (200, 100, 200 at once and 3000 ms later, then no more)', async () => {
    const { fake, stopSound } = devices();
    const stop = startRingFeedback('all', fake);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.playRingtone).toHaveBeenCalledTimes(1);
    expect(fake.vibrate.mock.calls).toEqual([[[...vibrationPattern]]]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.vibrate).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.vibrate).toHaveBeenCalledTimes(2);
    stop();
    expect(stopSound).toHaveBeenCalledTimes(1);
    expect(fake.vibrate).toHaveBeenLastCalledWith(0);
  });

  it('ringtone: only sound', async () => {
    const { fake } = devices();
    startRingFeedback('ringtone', fake)();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.playRingtone).toHaveBeenCalledTimes(1);
    expect(fake.vibrate).not.toHaveBeenCalled();
  });

  it('vibrate: only vibration', async () => {
    const { fake } = devices();
    startRingFeedback('vibrate', fake);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.playRingtone).not.toHaveBeenCalled();
    expect(fake.vibrate).toHaveBeenCalledTimes(2);
  });

  it('stops a ringtone that starts only after the call was already answered', async () => {
    const { fake, stopSound } = devices();
    const stop = startRingFeedback('ringtone', fake);
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(stopSound).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser will not play sound yet', async () => {
    const { fake } = devices(true);
    const onBlocked = vi.fn();
    startRingFeedback('all', fake, onBlocked);
    await vi.advanceTimersByTimeAsync(0);
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });
});
