import { describe, expect, it, vi } from 'vitest';
import { FullscreenUnsupportedError, toggleFullscreen, type FullscreenDocument } from './fullscreen';

const fakeDocument = (overrides: Partial<FullscreenDocument> = {}) => {
  const requestFullscreen = vi.fn(() => Promise.resolve());
  const exitFullscreen = vi.fn(() => Promise.resolve());
  return {
    doc: { fullscreenEnabled: true, fullscreenElement: null, documentElement: { requestFullscreen }, exitFullscreen, ...overrides },
    requestFullscreen,
    exitFullscreen,
  };
};

describe('fullscreen toggle', () => {
  it('enters fullscreen, and leaves it when already there', async () => {
    const entering = fakeDocument();
    await toggleFullscreen(entering.doc);
    expect(entering.requestFullscreen).toHaveBeenCalledTimes(1);

    const leaving = fakeDocument({ fullscreenElement: {} as Element });
    await toggleFullscreen(leaving.doc);
    expect(leaving.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(leaving.requestFullscreen).not.toHaveBeenCalled();
  });

  it('raises the spec error where the browser has no fullscreen', async () => {
    await expect(toggleFullscreen(fakeDocument({ fullscreenEnabled: false }).doc)).rejects.toThrow(FullscreenUnsupportedError);
    await expect(toggleFullscreen({ fullscreenElement: null, documentElement: {} })).rejects.toThrow(
      'Fullscreen mode is not supported by this browser',
    );
  });
});
