import { useState } from 'react';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

const meta = preview.meta({
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Labels',
    choices: [
      { id: 'work', label: 'Arbeit' },
      { id: 'family', label: 'Familie' },
      { id: 'urgent', label: 'Dringend' },
      { id: 'new', label: 'Neu', isDisabled: true },
    ],
    value: ['family'],
    onChange: () => undefined,
  },
});

function Controlled(args: CheckboxGroupProps) {
  const [value, setValue] = useState<string[]>([...args.value]);
  return (
    <>
      <CheckboxGroup {...args} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value.join(', ')}</output>
    </>
  );
}

/** Checking adds the id after those chosen before; unchecking takes it out; a disabled one cannot be chosen. */
export const Default = meta.story({
  render: Controlled,
  play: async ({ canvas, userEvent }) => {
    const group = within(canvas.getByRole('group', { name: 'Labels' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Dringend' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Familie' }));
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent(/^urgent$/);
    await expect(group.getByRole('checkbox', { name: 'Neu' })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const Empty = meta.story({
  args: { choices: [], emptyText: 'No labels yet.' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'Labels' })).getByText('No labels yet.')).toBeVisible();
  },
});
