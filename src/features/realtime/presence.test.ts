import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heartbeatIntervalMs, heartbeatText, setOnlineDelayMs, startPresence } from './presence';

describe('presence', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const setup = () => {
    const page = new EventTarget();
    const schedule = { setOnline: vi.fn(), heartbeat: vi.fn(), goOffline: vi.fn(), target: page as unknown as Window };
    return { page, schedule, stop: startPresence(schedule) };
  };

  it('sets the user online 1000 ms after load, once', () => {
    const { schedule } = setup();
    vi.advanceTimersByTime(setOnlineDelayMs - 1);
    expect(schedule.setOnline).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(schedule.setOnline).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(schedule.setOnline).toHaveBeenCalledTimes(1);
  });

  it("beats every 5000 ms with 'hello server'", () => {
    const { schedule } = setup();
    vi.advanceTimersByTime(heartbeatIntervalMs * 3 - 1);
    expect(schedule.heartbeat).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(schedule.heartbeat).toHaveBeenCalledTimes(3);
    expect(heartbeatText).toBe('hello server');
  });

  it('goes offline when the page goes away, not when it is only hidden', () => {
    const { page, schedule } = setup();
    page.dispatchEvent(new Event('visibilitychange'));
    expect(schedule.goOffline).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pagehide'));
    expect(schedule.goOffline).toHaveBeenCalledTimes(1);
  });

  it('stops everything when the session ends', () => {
    const { page, schedule, stop } = setup();
    stop();
    vi.advanceTimersByTime(60_000);
    page.dispatchEvent(new Event('pagehide'));
    expect([schedule.setOnline, schedule.heartbeat, schedule.goOffline].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
