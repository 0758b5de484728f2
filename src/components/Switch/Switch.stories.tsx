import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Switch } from './Switch';

const meta = preview.meta({
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Vibrate on incoming calls', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Vibrate on incoming calls' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { children: 'الاهتزاز', defaultValue: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch', { name: 'الاهتزاز' })).toBeChecked();
    const track = canvasElement.querySelector('label span[aria-hidden]') as HTMLElement;
    const thumb = track.firstElementChild as HTMLElement;
    // On, the thumb sits at the inline end: the left in Arabic.
    await expect(thumb.getBoundingClientRect().left - track.getBoundingClientRect().left).toBeLessThan(4);
  },
});
