import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';

const meta = preview.meta({
  title: 'Overlays/Drawer',
  component: Drawer,
  parameters: { screenshot: 'page' },
  args: {
    title: 'Team chat',
    trigger: <Button>Open chat</Button>,
    children: 'Conversations appear here.',
  },
});

/** Keyboard: Enter opens it, focus moves inside, Escape closes it and focus returns to the trigger. */
export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open chat' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Team chat' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

/** A click on the overlay closes it. */
export const OverlayClickCloses = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat' }));
    await screen.findByRole('dialog', { name: 'Team chat' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});

export const OpenAtEnd = meta.story({
  args: { isOpen: true, trigger: undefined },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Team chat' });
    const panel = drawer.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
});

/** Start is the right-hand side in Arabic. */
export const OpenAtStartRightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { isOpen: true, trigger: undefined, position: 'start', title: 'الدردشة' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'الدردشة' });
    const panel = drawer.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
});
