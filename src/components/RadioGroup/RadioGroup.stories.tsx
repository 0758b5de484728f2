import { useState } from 'react';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { RadioGroup } from './RadioGroup';

const meta = preview.meta({
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Notify me by',
    options: [
      { id: 'all', label: 'Ringtone and vibration' },
      { id: 'ringtone', label: 'Ringtone' },
      { id: 'vibrate', label: 'Vibration' },
    ],
  },
});

/** Arrow keys move the choice. */
export const Keyboard = meta.story({
  render: function Render(args) {
    const [value, setValue] = useState('all');
    return <RadioGroup {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Ringtone and vibration' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Ringtone' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Notify me by' })).toBeVisible();
  },
});

export const HorizontalInvalid = meta.story({
  args: { orientation: 'horizontal', errorMessage: 'Choose how to be notified.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose how to be notified.')).toBeVisible();
  },
});
