import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { EmptyState } from './EmptyState';

const meta = preview.meta({
  title: 'Data display/EmptyState',
  component: EmptyState,
  args: { icon: 'bell' as const, title: 'Nothing here yet', text: 'When there is something to show, it will appear here.' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.getByText('When there is something to show, it will appear here.')).toBeVisible();
  },
});
