import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectFieldShowsBeginning } from '#stories/test-helpers/text-ends';
import { TextField } from './TextField';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Link', placeholder: '/apps/mailbox', description: 'An address in the app or on the web', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Link' });
    await expect(input).toHaveAccessibleDescription('An address in the app or on the web');
    await userEvent.type(input, '/apps');
    await expect(args.onChange).toHaveBeenLastCalledWith('/apps');
  },
});

/** Which field and why: the message sits under the field and is its description. */
export const Invalid = meta.story({
  args: { isRequired: true, errorMessage: 'Enter a link.', description: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Link' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Enter a link.');
  },
});

/** A rule as the description: while the value breaks it, the error takes the description's place, so it is not said twice. */
export const ErrorInPlaceOfItsDescription = meta.story({
  args: { label: 'Password', placeholder: undefined, description: 'Use at least 8 characters.' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const isInvalid = value.length > 0 && value.length < 8;
    return (
      <TextField
        {...args}
        value={value}
        onChange={setValue}
        isInvalid={isInvalid}
        errorMessage={isInvalid ? 'Too short: use at least 8 characters.' : undefined}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Password' });
    await expect(input).toHaveAccessibleDescription('Use at least 8 characters.');
    await userEvent.type(input, 'kurz');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Too short: use at least 8 characters.');
    await expect(canvas.queryByText('Use at least 8 characters.')).toBeNull();
    await userEvent.type(input, 'genug');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('Use at least 8 characters.');
    // Left invalid again, for the picture.
    await userEvent.clear(input);
    await userEvent.type(input, 'kurz');
    await expect(input).toHaveAccessibleDescription('Too short: use at least 8 characters.');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, value: '/apps/tasks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Link' })).toBeDisabled();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  render: function Render() {
    const [value, setValue] = useState('مرحبا');
    return <TextField label="الاسم" value={value} onChange={setValue} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'الاسم' });
    const label = canvas.getByText('الاسم');
    await expect(label.getBoundingClientRect().right).toBeCloseTo(input.getBoundingClientRect().right, 0);
  },
});

/**
 * What is typed takes its own direction: a German title too long for the field shows its beginning in
 * the Arabic layout, and still sits on the layout's side when it fits.
 */
export const GermanValueInArabicLayout = meta.story({
  globals: { locale: 'ar-SA' },
  render: () => (
    <div style={{ inlineSize: '280px', display: 'grid', gap: '16px' }}>
      <TextField label="العنوان" defaultValue="Dolmetschung für die Betriebsversammlung planen und bestätigen." />
      <TextField label="الاسم" defaultValue="Anna Gruber" />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole<HTMLInputElement>('textbox', { name: 'العنوان' });
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    expectFieldShowsBeginning(title);
  },
});

/** And an Arabic value in a left-to-right layout shows its beginning, on the right. */
export const ArabicValueInGermanLayout = meta.story({
  globals: { locale: 'de-AT' },
  render: () => (
    <div style={{ inlineSize: '280px' }}>
      <TextField label="Betreff" defaultValue="طلب مترجم للغة الإشارة لموعد الطبيب يوم الخميس القادم." />
    </div>
  ),
  play: async ({ canvas }) => {
    const subject = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Betreff' });
    await expect(subject.scrollWidth).toBeGreaterThan(subject.clientWidth);
    expectFieldShowsBeginning(subject);
  },
});
