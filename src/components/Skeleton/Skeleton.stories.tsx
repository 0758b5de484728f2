import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Skeleton, SkeletonText } from './Skeleton';

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

const sentence = 'Your invoice for March is ready. It was sent to billing@callcenter.example on 3 April.';

/** A sentence still loading takes the place the sentence will: as many lines, each a bar. */
export const TextShaped = meta.story({
  render: () => (
    <Box display="flex" gap="lg">
      <p style={{ inlineSize: '220px', margin: 0 }} data-testid="placeholder">
        <SkeletonText text={sentence} />
      </p>
      <p style={{ inlineSize: '220px', margin: 0 }} data-testid="text">
        {sentence}
      </p>
    </Box>
  ),
  play: async ({ canvas }) => {
    const placeholder = canvas.getByTestId('placeholder');
    const text = canvas.getByTestId('text');
    await expect(placeholder.getBoundingClientRect().height).toBe(text.getBoundingClientRect().height);
    // More than one line, each its own bar; none of it is read out.
    await expect(placeholder.firstElementChild!.getClientRects().length).toBeGreaterThan(1);
    await expect(placeholder.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
});
