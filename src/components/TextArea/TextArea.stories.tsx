import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectFieldShowsBeginning } from '#stories/test-helpers/text-ends';
import { TextArea } from './TextArea';

const meta = preview.meta({
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'Write a message' },
});

/** It starts one line high and grows with its text, up to maxRows, then scrolls. */
export const GrowsWithText = meta.story({
  args: { maxRows: 4 },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextArea {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    const oneLine = area.getBoundingClientRect().height;
    await userEvent.type(area, 'first{Shift>}{Enter}{/Shift}second{Shift>}{Enter}{/Shift}third');
    await waitFor(() => expect(area.getBoundingClientRect().height).toBeGreaterThan(oneLine * 2));
    await userEvent.type(area, '{Shift>}{Enter}{/Shift}4{Shift>}{Enter}{/Shift}5{Shift>}{Enter}{/Shift}6{Shift>}{Enter}{/Shift}7');
    // Seven lines, but it stops at four and scrolls.
    await waitFor(() => expect(area.getBoundingClientRect().height).toBe(4 * 24 + 16));
    await userEvent.clear(area);
    await waitFor(() => expect(area.getBoundingClientRect().height).toBe(oneLine));
  },
});

/** Enter submits, Shift+Enter breaks the line (a chat input). */
export const EnterSubmits = meta.story({
  args: { onSubmit: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Hallo{Shift>}{Enter}{/Shift}Welt');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
});

/** Each line takes its own direction: a German line in the Arabic layout reads from the left, its full stop at its end. */
export const GermanNoteInArabicLayout = meta.story({
  globals: { locale: 'ar-SA' },
  args: { label: 'ملاحظات', maxRows: 4 },
  render: (args) => (
    <div style={{ inlineSize: '280px' }}>
      <TextArea {...args} defaultValue={'Rückruf bis Freitag.\nسطر بالعربية.'} />
    </div>
  ),
  play: async ({ canvas }) => {
    expectFieldShowsBeginning(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'ملاحظات' }));
  },
});
