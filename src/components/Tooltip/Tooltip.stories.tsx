import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = preview.meta({
  title: 'Overlays/Tooltip',
  component: Tooltip,
  parameters: { screenshot: 'page' },
  args: { content: 'Toggle Fullscreen', children: <Button variant="secondary">Fullscreen</Button> },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Toggle Fullscreen');
    await expect(canvas.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
});
