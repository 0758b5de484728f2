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
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Messages' })).toBeVisible());
  },
});

/** A top-bar panel: 90 units wide, a header with actions, a body that scrolls within 120 units. */
export const Panel = meta.story({
  args: {
    isOpen: true,
    layout: 'panel',
    actions: <IconButton icon="envelope-open" label="Mark all as read" size="sm" tooltip={false} />,
    children: (
      <ul style={{ margin: 0, padding: 16 }}>
        {Array.from({ length: 40 }, (_, index) => (
          <li key={index}>
            <a href={`#entry-${index + 1}`}>Entry {index + 1}</a>
          </li>
        ))}
      </ul>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    // The panel fades in: it is in the page before it can be seen.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeVisible());
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(360);
    await expect(box.height).toBeLessThanOrEqual(480);
    const body = dialog.lastElementChild as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
});
