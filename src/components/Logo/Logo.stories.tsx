import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Logo } from './Logo';

const meta = preview.meta({ title: 'Data display/Logo', component: Logo });

/** The mark takes the theme's primary colour, in every size it is used at. */
export const Sizes = meta.story({
  render: () => (
    <Box display="flex" gap="lg" alignItems="center">
      <Logo size={24} />
      <Logo size={32} />
      <Logo size={40} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('svg');
    await expect(marks).toHaveLength(3);
    await expect(marks[2]).toHaveAttribute('width', '40');
    await expect(marks[0]).toHaveAttribute('aria-hidden', 'true');
  },
});
