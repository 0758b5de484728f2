import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = preview.meta({
  title: 'Actions/Link',
  component: Link,
  args: { href: '/en-US/profile', children: 'Profile' },
});

export const InText = meta.story({
  render: (args) => (
    <Text>
      Read the <Link {...args} /> before you call.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/en-US/profile');
  },
});

/** A link to another tab says so to screen readers and does not hand the new page a way back to this one. */
export const NewTab = meta.story({
  args: { href: '/en-US/policies/terms', target: '_blank', children: 'Terms' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const Appearances = meta.story({
  render: (args) => (
    <Box display="flex" gap="lg" alignItems="center">
      <Link {...args}>Text link</Link>
      <Link {...args} appearance="subtle">
        Subtle link
      </Link>
      <Link {...args} appearance="primary" icon="arrow-left-end-on-rectangle">
        Sign in
      </Link>
      <Link {...args} appearance="secondary">
        Create an account
      </Link>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-US/profile');
  },
});
