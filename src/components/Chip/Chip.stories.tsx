import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { labelColors } from '@/lib/theme';
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

/** A category in its own colour: the dot carries the colour, the text the name. */
export const Colours = meta.story({
  render: () => (
    <Box display="flex" gap="sm">
      {(Object.keys(labelColors) as (keyof typeof labelColors)[]).map((color) => (
        <Chip key={color} color={color}>
          {color}
        </Chip>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const chip = canvas.getByText('teal');
    await expect(getComputedStyle(chip.querySelector('[aria-hidden="true"]')!).backgroundColor).toBe('rgb(20, 184, 166)');
  },
});
