import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { ProgressCircle } from './ProgressCircle';

const meta = preview.meta({
  title: 'Feedback/ProgressCircle',
  component: ProgressCircle,
  args: { label: 'Reconnecting', value: 40, maxValue: 160, size: 48 },
});

/** Against a maximum of 160, as the reconnect countdown uses it. */
export const Determinate = meta.story({
  play: async ({ canvas }) => {
    const circle = canvas.getByRole('progressbar', { name: 'Reconnecting' });
    await expect(circle).toHaveAttribute('aria-valuemax', '160');
    await expect(circle).toHaveAttribute('aria-valuenow', '40');
    await expect(circle).toHaveAttribute('aria-valuetext', '25%');
  },
});

export const Indeterminate = meta.story({
  args: { isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
});

export const Steps = meta.story({
  render: () => (
    <Box display="flex" gap="lg">
      {[0, 40, 80, 120, 160].map((value) => (
        <ProgressCircle key={value} label={`${value} of 160`} value={value} maxValue={160} size={40} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(canvas.getByRole('progressbar', { name: '160 of 160' })).toHaveAttribute('aria-valuetext', '100%');
  },
});
