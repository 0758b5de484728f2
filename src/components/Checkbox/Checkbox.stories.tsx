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

const choices = ['Abrechnung', 'Dolmetschung', 'Kunden', 'Schulung', 'Technik', 'Dringend', 'Rückruf', 'Vertrag', 'Rechnung', 'Termin'];

/**
 * Inside a pane that scrolls (a drawer's form on a phone), the box that takes the keyboard's focus
 * comes into view: its hidden input sits with its label, not where the pane's content began.
 */
export const FocusInAScrollingPane = meta.story({
  render: () => (
    <div style={{ blockSize: 160, overflowY: 'auto' }} data-testid="pane">
      <Box display="flex" flexDirection="column" gap="md">
        {choices.map((choice) => (
          <Checkbox key={choice}>{choice}</Checkbox>
        ))}
        <Switch>Erinnern</Switch>
      </Box>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const pane = canvas.getByTestId('pane').getBoundingClientRect();
    for (const name of [...choices, 'Erinnern']) {
      await userEvent.tab();
      const control = canvas.getByRole(name === 'Erinnern' ? 'switch' : 'checkbox', { name });
      await expect(control).toHaveFocus();
      const shown = control.closest('label')!.getBoundingClientRect();
      await expect({ name, top: shown.top >= pane.top - 1, bottom: shown.bottom <= pane.bottom + 1 }).toEqual({
        name,
        top: true,
        bottom: true,
      });
    }
  },
});
