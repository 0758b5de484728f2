import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Skeleton } from './Skeleton';

const meta = preview.meta({
  title: 'Feedback/Skeleton',
  component: Skeleton,
});

/** A message row while it loads. */
export const MessageRow = meta.story({
  render: () => (
    <Box display="flex" gap="md" alignItems="center" role="status" aria-label="Loading messages">
      <Skeleton shape="circle" width="40px" />
      <Box display="flex" flexDirection="column" gap="sm" flexGrow={1}>
        <Skeleton width="40%" />
        <Skeleton width="80%" />
      </Box>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading messages' })).toBeVisible();
    const circle = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(circle.getBoundingClientRect().height).toBe(40);
  },
});
