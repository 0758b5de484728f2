import { expect, fn, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import type { FullscreenDocument } from './fullscreen';
import { FullscreenToggle } from './FullscreenToggle';

/** A document whose fullscreen calls are observed; `fullscreenElement` follows them as a browser's would. */
function observedDocument(): FullscreenDocument & { requestFullscreen: ReturnType<typeof fn>; exitFullscreen: ReturnType<typeof fn> } {
  const state = { element: null as Element | null };
  const requestFullscreen = fn(async () => void (state.element = document.body));
  const exitFullscreen = fn(async () => void (state.element = null));
  return {
    fullscreenEnabled: true,
    get fullscreenElement() {
      return state.element;
    },
    documentElement: { requestFullscreen },
    requestFullscreen,
    exitFullscreen,
  };
}

/** Enters fullscreen and leaves it again; where the browser has none, the spec's error is shown. */
const meta = preview.meta({
  title: 'Shell/Fullscreen toggle',
  component: FullscreenToggle,
});

export const EnterAndLeave = meta.story({
  args: { fullscreenDocument: observedDocument() },
  play: async ({ canvas, userEvent, args }) => {
    const doc = args.fullscreenDocument as ReturnType<typeof observedDocument>;
    doc.requestFullscreen.mockClear();
    doc.exitFullscreen.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle Fullscreen' }));
    await expect(doc.requestFullscreen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle Fullscreen' }));
    await expect(doc.exitFullscreen).toHaveBeenCalledTimes(1);
    await expect(doc.fullscreenElement).toBeNull();
  },
});

export const Unsupported = meta.story({
  args: { fullscreenDocument: { fullscreenEnabled: false, fullscreenElement: null, documentElement: {} } },
  parameters: { screenshot: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle Fullscreen' }));
    await waitFor(() => expect(screen.getByText('Fullscreen mode is not supported by this browser')).toBeVisible());
  },
});
