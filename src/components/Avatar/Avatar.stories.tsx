import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Avatar, avatarSizes, initialsOf, presenceStatuses } from './Avatar';

const meta = preview.meta({
  title: 'Actions/Avatar',
  component: Avatar,
  args: { name: 'Anna Gruber', src: '/images/avatars/anna-gruber.svg', size: 'lg' },
});

export const Default = meta.story({
  args: { name: 'Anna Gruber' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Anna Gruber' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(image.tagName).toBe('IMG');
  },
});

export const Initials = meta.story({
  args: { src: null, name: 'Lukas Maximilian Huber' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Lukas Maximilian Huber' })).toHaveTextContent('LH');
    await expect(initialsOf('Ömer')).toBe('Ö');
    await expect(initialsOf('  ')).toBe('');
  },
});

/** A photo that fails to load falls back to the default avatar. */
export const BrokenPhoto = meta.story({
  args: { name: 'Anna Gruber', src: '/images/avatars/does-not-exist.jpg' },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Anna Gruber' });
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Gruber' }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img', { name: 'Anna Gruber' }).querySelector('svg')).not.toBeNull();
  },
});

export const SizesAndStatus = meta.story({
  render: () => (
    <Box display="flex" gap="lg" alignItems="center">
      {avatarSizes.map((size, index) => (
        <Avatar key={size} name="Anna Gruber" size={size} status={presenceStatuses[index]} statusLabel={presenceStatuses[index]} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const status of presenceStatuses) await expect(canvas.getByRole('img', { name: status })).toBeVisible();
  },
});
