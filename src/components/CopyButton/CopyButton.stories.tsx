import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { withFakeTimeouts } from '#stories/test-helpers/fake-timeouts';
import { copiedForMs, CopyButton } from './CopyButton';

const stubClipboard = (writeText: (text: string) => Promise<void>) => () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: fn(writeText) }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
};

const meta = preview.meta({
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { text: 'npm start' },
  beforeEach: stubClipboard(async () => undefined),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
});

/**
 * "Copied" for exactly three seconds (template-apps.md point 9), on a fake clock: still there a
 * millisecond before, gone at three seconds.
 */
export const CopiedForThreeSeconds = meta.story({
  args: { 'aria-label': 'Copy command' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy command' });
    const labels = await withFakeTimeouts(async (clock) => {
      // A click without the user-event library, whose pauses would wait on the fake clock.
      button.click();
      await clock.until(() => button.textContent === 'Copied', '"Copied"');
      clock.tick(copiedForMs - 1);
      await clock.frame();
      const justBefore = button.textContent;
      clock.tick(1);
      await clock.until(() => button.textContent === 'Copy', '"Copy" again');
      return { justBefore, after: button.getAttribute('aria-label') };
    });
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('npm start');
    await expect(labels).toEqual({ justBefore: 'Copied', after: 'Copy command' });
  },
});

/** The browser refuses the clipboard: the button says so instead of pretending. */
export const ClipboardRefused = meta.story({
  beforeEach: stubClipboard(async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Could not copy' })).toBeVisible());
    // It goes back to Copy for another try (the picture is of that settled state).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: copiedForMs * 2 });
  },
});

export const German = meta.story({
  globals: { locale: 'de-AT' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kopieren' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kopiert' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kopieren' })).toBeVisible(), { timeout: copiedForMs * 2 });
  },
});
