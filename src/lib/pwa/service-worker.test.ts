import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAfterMs, registerServiceWorker, type WorkboxLike, type WorkerStatus } from './service-worker';

function fakeWorkbox({ failRegister = false } = {}) {
  const listeners = new Map<string, (event: { isUpdate?: boolean }) => void>();
  const workbox: WorkboxLike & { emit: (type: string, event?: { isUpdate?: boolean }) => void } = {
    register: vi.fn(async () => (failRegister ? Promise.reject(new Error('blocked')) : undefined)),
    update: vi.fn(async () => undefined),
    addEventListener: (type, listener) => void listeners.set(type, listener),
    messageSkipWaiting: vi.fn(),
    emit: (type, event = {}) => listeners.get(type)?.(event),
  };
  return workbox;
}

describe('service worker registration', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("reports 'disabled or not supported' without service workers", async () => {
    const statuses: WorkerStatus[] = [];
    await registerServiceWorker({
      stable: Promise.resolve(),
      createWorkbox: fakeWorkbox,
      onStatus: (status) => statuses.push(status),
      supported: false,
    });
    expect(statuses).toEqual(['unsupported']);
  });

  it('registers as soon as the app is stable', async () => {
    const workbox = fakeWorkbox();
    let becomeStable!: () => void;
    const done = registerServiceWorker({
      stable: new Promise<void>((resolve) => (becomeStable = resolve)),
      createWorkbox: () => workbox,
      onStatus: () => undefined,
      supported: true,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(workbox.register).not.toHaveBeenCalled();
    becomeStable();
    await done;
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('registers after 30 000 ms when the app never becomes stable', async () => {
    const workbox = fakeWorkbox();
    const done = registerServiceWorker({
      stable: new Promise(() => undefined),
      createWorkbox: () => workbox,
      onStatus: () => undefined,
      supported: true,
    });
    await vi.advanceTimersByTimeAsync(registerAfterMs - 1);
    expect(workbox.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('reports an update detected, a version ready, no new version, and a failed installation', async () => {
    const workbox = fakeWorkbox();
    const statuses: WorkerStatus[] = [];
    const control = await registerServiceWorker({
      stable: Promise.resolve(),
      createWorkbox: () => workbox,
      onStatus: (status) => statuses.push(status),
      supported: true,
    });
    workbox.emit('installing', { isUpdate: true });
    workbox.emit('waiting');
    await control?.checkForUpdate();
    workbox.emit('redundant');
    control?.activateUpdate();
    expect(statuses).toEqual([
      'waiting-for-stable',
      'registered',
      'update-detected',
      'update-ready',
      'no-new-version',
      'installation-failed',
    ]);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('reports a registration the browser refuses as a failed installation', async () => {
    const statuses: WorkerStatus[] = [];
    const control = await registerServiceWorker({
      stable: Promise.resolve(),
      createWorkbox: () => fakeWorkbox({ failRegister: true }),
      onStatus: (status) => statuses.push(status),
      supported: true,
    });
    expect(control).toBeNull();
    expect(statuses.at(-1)).toBe('installation-failed');
  });
});
