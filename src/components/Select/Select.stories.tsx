import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Select, type SelectOption } from './Select';

const statuses: SelectOption[] = [
  { id: 'online', label: 'Online' },
  { id: 'away', label: 'Away' },
  { id: 'busy', label: 'Busy' },
  { id: 'invisible', label: 'Invisible', isDisabled: true },
];

const meta = preview.meta({
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Status', options: statuses },
});

export const Keyboard = meta.story({
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('online');
    return <Select {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Online/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Online' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // The disabled option is skipped.
    await expect(screen.getByRole('option', { name: 'Busy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Busy/ })).toHaveFocus();
  },
});

export const Invalid = meta.story({
  args: { errorMessage: 'Choose a status.', placeholder: 'Choose…', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a status.')).toBeVisible();
  },
});

export const Open = meta.story({
  parameters: { screenshot: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await expect(await screen.findAllByRole('option')).toHaveLength(4);
  },
});
