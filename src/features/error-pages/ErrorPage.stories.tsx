import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { ErrorPage } from './ErrorPage';

const meta = preview.meta({
  title: 'Screens/Route error',
  component: ErrorPage,
  args: { onReload: fn() },
  parameters: { frame: 'fullscreen' },
});

export const Default = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
});
