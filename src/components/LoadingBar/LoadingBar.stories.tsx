import { expect, spyOn } from 'storybook/test';
import preview from '#.storybook/preview';
import { LoadingBar } from './LoadingBar';

const meta = preview.meta({
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: true, label: 'Loading', progress: 40 },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
});

export const Indeterminate = meta.story({
  args: { progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute('aria-valuenow');
  },
});

export const Inactive = meta.story({
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

/** A value outside 0-100 is logged as an error and ignored: the bar keeps its last valid value. */
export const OutOfRangeIgnored = meta.story({
  render: function Render(args) {
    return (
      <>
        <LoadingBar {...args} progress={30} />
        <LoadingBar {...args} progress={140} label="Second" />
      </>
    );
  },
  beforeEach() {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByRole('progressbar', { name: 'Second' })).not.toHaveAttribute('aria-valuenow');
    await expect(console.error).toHaveBeenCalledWith(expect.stringContaining('progress must be between 0 and 100, got 140'));
  },
});
