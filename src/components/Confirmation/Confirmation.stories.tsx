import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button';
import { useConfirm, type ConfirmationOptions, type ConfirmationResult } from './Confirmation';

/** Asks with the given options and writes the answer. The app's providers host the dialog. */
function ConfirmDemo({ options }: { options?: ConfirmationOptions }) {
  const confirm = useConfirm();
  const [result, setResult] = useState<ConfirmationResult | null>(null);
  return (
    <>
      <Button onPress={async () => setResult(await confirm(options))}>Delete shortcut</Button>
      <output aria-label="Result">{result}</output>
    </>
  );
}

const meta = preview.meta({
  title: 'Overlays/Confirmation',
  component: ConfirmDemo,
  parameters: { screenshot: 'page' },
});

export const Defaults = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete shortcut' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm action' });
    await expect(dialog).toHaveTextContent('Are you sure you want to confirm this action?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible());
  },
});

export const Confirmed = meta.story({
  parameters: { visual: false }, // The dialog is gone at the end; Defaults pictures it.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete shortcut' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent('confirmed'));
  },
});

/** Neither a click outside nor anything else answers but the buttons and Escape. */
export const NotDismissedByClickingAway = meta.story({
  parameters: { visual: false }, // Asserted by behaviour; the picture equals Defaults.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete shortcut' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(document.body);
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent('cancelled'));
  },
});

export const CustomTexts = meta.story({
  args: {
    options: {
      title: 'Delete shortcut?',
      message: 'The shortcut "Mailbox" will be removed.',
      confirmLabel: 'Delete',
      cancelLabel: 'Keep',
      tone: 'danger',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete shortcut' }));
    await screen.findByRole('alertdialog', { name: 'Delete shortcut?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent('cancelled'));
  },
});

export const German = meta.story({
  globals: { locale: 'de-AT' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete shortcut' }));
    await screen.findByRole('alertdialog', { name: 'Aktion bestätigen' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible());
  },
});
