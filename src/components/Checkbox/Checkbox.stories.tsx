import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Switch } from '../Switch/Switch';
import { Checkbox } from './Checkbox';

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Open in the app', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Open in the app' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
});

export const States = meta.story({
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultValue>Checked</Checkbox>
      <Checkbox isIndeterminate>Some of them</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isInvalid>Required</Checkbox>
      <Switch defaultValue>Switch on</Switch>
      <Switch>Switch off</Switch>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Some of them' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Switch on' })).toBeChecked();
  },
});
