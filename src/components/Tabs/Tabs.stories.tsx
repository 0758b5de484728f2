import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Tabs } from './Tabs';

const meta = preview.meta({
  title: 'Data display/Tabs',
  component: Tabs,
  args: {
    label: 'Profile sections',
    items: [
      { id: 'details', label: 'Details', content: 'Name, e-mail and phone.' },
      { id: 'video', label: 'Video settings', content: 'Who may call me, ringtone and quality.' },
      { id: 'billing', label: 'Billing', content: 'Invoices and payers.', isDisabled: true },
      { id: 'hours', label: 'Opening hours', content: 'When calls may reach me.' },
    ],
  },
});

/** Arrow keys move between tabs and skip the disabled one; Home and End jump; Tab moves into the panel. */
export const Keyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Video settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Who may call me');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Opening hours' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
});

/** In Arabic the tabs run right to left and ArrowLeft moves forward. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Video settings' })).toHaveAttribute('aria-selected', 'true');
  },
});
