import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Spinner } from './Spinner';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'lg' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
});
