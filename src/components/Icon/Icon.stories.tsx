import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = preview.meta({
  title: 'Actions/Icon',
  component: Icon,
  args: { name: 'phone' },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
});

/** The whole UI icon set with names: what navigation items, shortcuts and messages can name. */
export const IconSet = meta.story({
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="md">
      {iconNames.map((name) => (
        <Box key={name} display="flex" flexDirection="column" alignItems="center" gap="xs" padding="sm" fontSize="xs">
          <Icon name={name} size="lg" />
          <span>{name}</span>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('video-camera')).toBeVisible();
    await expect(canvas.getAllByText(/./).length).toBe(iconNames.length);
    // Each icon is drawn from its symbol in the page's sprite: a name without one would draw nothing.
    const empty = [...canvasElement.querySelectorAll('use')]
      .filter((use) => use.getBBox().width === 0)
      .map((use) => use.getAttribute('href'));
    await expect(empty).toEqual([]);
  },
});

/** An icon that carries meaning alone is labelled; an unknown name from data shows a placeholder. */
export const LabelledAndUnknown = meta.story({
  render: () => (
    <Box display="flex" gap="md">
      <Icon name="exclamation-triangle" label="Warning" />
      <Icon name="no-such-icon" label="Unknown icon" />
      <Icon name="chevron-right" mirrorInRtl label="Next" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Unknown icon' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Unknown icon' }).querySelector('use')).toHaveAttribute(
      'href',
      '#icon-question-mark-circle',
    );
  },
});

export const MirroredInRtl = meta.story({
  globals: { locale: 'ar-SA' },
  render: LabelledAndUnknown.input.render,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Next' })).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
});
