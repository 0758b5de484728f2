import { expect, fn, screen } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Button, buttonSizes, buttonVariants, IconButton } from './Button';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Join call', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
});

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Join call' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
});

/** Every variant in every size, so one picture covers them all. */
export const Gallery = meta.story({
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      {buttonSizes.map((size) => (
        <Box key={size} display="flex" gap="md" alignItems="center">
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} size={size} icon="phone">
              {`${variant} ${size}`}
            </Button>
          ))}
          <IconButton icon="video-camera" label={`Video ${size}`} size={size} tooltip={false} />
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonSizes.length * (buttonVariants.length + 1));
  },
});

export const Loading = meta.story({
  args: { isLoading: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Join call/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Join call' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/** An icon-only button is named by its label, which is also its tooltip. */
export const IconOnly = meta.story({
  render: (args) => <IconButton icon="bell" label="Messages" onPress={args.onPress} />,
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Messages' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Messages');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

/** A counter on the corner, at the end side in either direction; at 0 there is none. */
export const IconWithBadge = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <IconButton icon="bell" label="Messages, 3 unread" badge={3} />
      <IconButton icon="bell" label="Notifications" badge={0} />
      <div dir="rtl">
        <IconButton icon="bell" label="Messages in Arabic, 120 unread" badge={120} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const badgeOf = (button: HTMLElement) => button.parentElement?.querySelector(':scope > span > [aria-hidden="true"]');
    const withBadge = canvas.getByRole('button', { name: 'Messages, 3 unread' });
    await expect(badgeOf(withBadge)).toHaveTextContent('3');
    await expect(badgeOf(canvas.getByRole('button', { name: 'Notifications' }))).toBeFalsy();
    const rtl = canvas.getByRole('button', { name: /Arabic/ });
    const badge = badgeOf(rtl)!;
    await expect(badge).toHaveTextContent('99+');
    // The corner at the end side: the left in right-to-left text.
    await expect(badge.getBoundingClientRect().left).toBeLessThan(rtl.getBoundingClientRect().left + rtl.clientWidth / 2);
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { children: 'انضم إلى المكالمة', icon: 'phone' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'انضم إلى المكالمة' });
    const icon = button.querySelector('svg') as SVGElement;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(button.getBoundingClientRect().left + button.clientWidth / 2);
  },
});

export const Dark = meta.story({
  globals: { scheme: 'dark' },
  render: Gallery.input.render,
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'primary md' });
    await expect(getComputedStyle(primary).backgroundColor).toBe('rgb(100, 181, 246)');
  },
});
