/** The message of the error raised where the browser has no fullscreen (spec point 2). */
export const fullscreenUnsupportedMessage = 'Fullscreen mode is not supported by this browser';

export class FullscreenUnsupportedError extends Error {
  override name = 'FullscreenUnsupportedError';
  constructor() {
    super(fullscreenUnsupportedMessage);
  }
}

/** The parts of `document` the toggle uses; a test or story passes a stand-in. */
export interface FullscreenDocument {
  readonly fullscreenEnabled?: boolean;
  readonly fullscreenElement: Element | null;
  readonly documentElement: { requestFullscreen?: () => Promise<void> };
  exitFullscreen?: () => Promise<void>;
}

export const isFullscreenSupported = (doc: FullscreenDocument) =>
  !!doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function';

/** Enters fullscreen, or leaves it when already there; raises FullscreenUnsupportedError where there is none. */
export async function toggleFullscreen(doc: FullscreenDocument): Promise<void> {
  if (!isFullscreenSupported(doc)) throw new FullscreenUnsupportedError();
  if (doc.fullscreenElement) await doc.exitFullscreen?.();
  else await doc.documentElement.requestFullscreen?.();
}
