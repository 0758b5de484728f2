import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { IconButton } from '../Button/Button';
import { Popover } from './Popover';

const meta = preview.meta({
  title: 'Overlays/Popover',
  component: Popover,
  parameters: { screenshot: 'page', frame: 'centered' },
  args: {
    title: 'Messages',
    trigger: <IconButton icon="bell" label="Messages" tooltip={false} />,
    children: 'When you have messages, they will appear here.',
  },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Messages' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    await expect(dialog).toHaveTextContent('When you have messages');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

export const Open = meta.story({
  args: { isOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeVisible();
  },
});
