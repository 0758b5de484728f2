import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button';
import { Toaster } from './Toast';
import { createToastQueue, toastTimeoutMs, type Toasts } from './toast-queue';

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: Toaster,
  parameters: { screenshot: 'page' },
});

/** A queue per story, so no toast from another story shows up here. */
function ToastDemo({ queue }: { queue: Toasts }) {
  const [undone, setUndone] = useState(0);
  return (
    <>
      <Button
        onPress={() =>
          queue.show({
            title: 'Message deleted',
            tone: 'neutral',
            action: { label: 'Undo', onAction: () => setUndone((count) => count + 1) },
          })
        }
      >
        Delete message
      </Button>
      <output aria-label="Undone">{undone}</output>
      <Toaster toastQueue={queue} />
    </>
  );
}

export const Default = meta.story({
  render: () => <ToastDemo queue={createToastQueue()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete message' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Message deleted' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('status', { name: 'Undone' })).toHaveTextContent('1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
});

/** Closes by itself after 3000 ms; hovering keeps it open. */
export const AutoCloseAndPause = meta.story({
  parameters: { visual: false }, // The picture would only show the empty page after the toast has gone.
  render: () => <ToastDemo queue={createToastQueue()} />,
  play: async ({ canvas, userEvent }) => {
    await expect(toastTimeoutMs).toBe(3000);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete message' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Message deleted' });
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, toastTimeoutMs + 300));
    await expect(screen.getByRole('alertdialog', { name: 'Message deleted' })).toBeVisible();
    await userEvent.unhover(toast);
    await userEvent.hover(canvas.getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: toastTimeoutMs + 1000 });
  },
});

export const Tones = meta.story({
  render: () => {
    const queue = createToastQueue();
    queue.show({ title: 'Saved', tone: 'success' }, { timeout: 0 });
    queue.show(
      {
        title: 'Could not save the shortcut',
        description: 'The server did not answer. Your text is kept.',
        tone: 'critical',
        action: { label: 'Retry', onAction: () => {} },
      },
      { timeout: 0 },
    );
    queue.show({ title: 'A new version is ready', tone: 'info' }, { timeout: 0 });
    return <Toaster toastQueue={queue} />;
  },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    // Each tone shows its icon as well as its edge's colour, which alone would not tell them apart.
    const iconOf = (title: string) =>
      screen.getByRole('alertdialog', { name: title }).querySelector(':scope > svg[aria-hidden] use')?.getAttribute('href');
    await expect(iconOf('Saved')).toBe('#icon-check-circle');
    await expect(iconOf('Could not save the shortcut')).toBe('#icon-exclamation-triangle');
    await expect(iconOf('A new version is ready')).toBe('#icon-information-circle');
  },
});
