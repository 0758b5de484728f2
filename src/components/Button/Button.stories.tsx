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
