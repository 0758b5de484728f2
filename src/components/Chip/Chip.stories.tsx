import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Chip, chipTones } from './Chip';

const meta = preview.meta({
  title: 'Actions/Chip',
  component: Chip,
  args: { children: 'Work' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Work')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Removable = meta.story({
  args: { onRemove: fn(), removeLabel: 'Remove Work' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Work' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
});

export const Tones = meta.story({
  render: () => (
    <Box display="flex" gap="sm">
      {chipTones.map((tone) => (
        <Chip key={tone} tone={tone} icon="tag">
          {tone}
        </Chip>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const tone of chipTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
});
