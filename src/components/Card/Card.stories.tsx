import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { IconButton } from '../Button/Button';
import { Card } from './Card';

const meta = preview.meta({
  title: 'Data display/Card',
  component: Card,
  args: {
    title: 'Today',
    subtitle: '12 calls, 3 waiting',
    actions: <IconButton icon="ellipsis-vertical" label="More" tooltip={false} />,
    children: 'Interpreters online: 8. Average wait: 42 seconds.',
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Today' });
    await expect(region).toHaveTextContent('Average wait: 42 seconds.');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  },
});

export const Dark = meta.story({
  globals: { scheme: 'dark', theme: 'purple' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Today' })).toBeVisible();
  },
});
