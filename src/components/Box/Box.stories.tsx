import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from './Box';

const meta = preview.meta({
  title: 'Layout/Box',
  component: Box,
});

export const Default = meta.story({
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'md',
    boxShadow: 'sm',
    children: 'A box on the surface colour with large padding.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByText('A box on the surface colour with large padding.');
    await expect(getComputedStyle(box).paddingInlineStart).toBe('16px');
  },
});

/** Logical properties: the start side follows the writing direction. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  render: () => (
    <Box display="flex" gap="sm">
      <Box padding="md" background="primary" color="onPrimary" borderRadius="sm">
        ١
      </Box>
      <Box padding="md" background="primaryMuted" borderRadius="sm">
        ٢
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('١');
    const second = canvas.getByText('٢');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
});
