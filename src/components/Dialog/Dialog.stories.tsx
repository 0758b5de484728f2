import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = preview.meta({
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { screenshot: 'page' },
  args: {
    title: 'Decline the call?',
    children: 'The organizer will be told that you cannot assist right now.',
    trigger: <Button>Open dialog</Button>,
    showClose: true,
    actions: (close: () => void) => (
      <>
        <Button variant="ghost" onPress={close}>
          Keep ringing
        </Button>
        <Button variant="danger" onPress={close}>
          Decline
        </Button>
      </>
    ),
  },
});

/** Keyboard: the trigger opens it, focus moves in and stays, Escape closes and focus returns. */
export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Decline the call?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

export const Open = meta.story({
  args: { isOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Decline the call?' });
    await expect(dialog).toHaveTextContent('The organizer will be told');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeVisible());
  },
});

/** A click on the backdrop closes a dismissable dialog. */
export const ClickOutside = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});

export const ArabicDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  args: {
    isOpen: true,
    trigger: undefined,
    title: 'رفض المكالمة؟',
    children: 'سيتم إبلاغ المنظم بأنك لا تستطيع المساعدة الآن.',
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'رفض المكالمة؟' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'إغلاق' })).toBeVisible());
  },
});
