import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectFieldShowsBeginning } from '#stories/test-helpers/text-ends';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const countries: ComboBoxOption[] = ['Austria', 'Germany', 'Switzerland', 'Liechtenstein', 'Italy', 'Hungary', 'Slovenia', 'Czechia'].map(
  (name) => ({ id: name.toLowerCase(), label: name }),
);

const meta = preview.meta({
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Country', options: countries },
});

/** Type to filter, arrows to move, Enter to choose, Escape to close the list. */
export const Keyboard = meta.story({
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <ComboBox {...args} value={value} onChange={setValue} />
        <output aria-label="Chosen">{value}</output>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.type(input, 'ia');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Austria', 'Slovenia', 'Czechia']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Slovenia' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('slovenia');
    await expect(input).toHaveValue('Slovenia');
    await userEvent.clear(input);
    await userEvent.type(input, 'Sw');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
});

export const NoMatch = meta.story({
  parameters: { screenshot: 'page' },
  args: { emptyText: 'No country found' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.type(input, 'xyz');
    // The list's popover shows once it has been placed beside the field.
    await waitFor(() => expect(screen.getByText('No country found')).toBeVisible());
  },
});

/** What is typed takes its own direction: a link typed in the Arabic layout shows its beginning, its slash first. */
export const TypedTextInItsOwnDirection = meta.story({
  globals: { locale: 'ar-SA' },
  args: { label: 'الرابط', options: [], inputValue: '/apps/mailbox/inbox?label=work&filter=starred' },
  render: (args) => (
    <div style={{ inlineSize: '280px' }}>
      <ComboBox {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('combobox', { name: 'الرابط' });
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
    expectFieldShowsBeginning(input);
  },
});
