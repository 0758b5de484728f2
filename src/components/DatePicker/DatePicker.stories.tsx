import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { DatePicker } from './DatePicker';

const meta = preview.meta({
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Appointment' },
});

function Controlled(args: Parameters<typeof DatePicker>[0]) {
  const [value, setValue] = useState<string | null>(args.value ?? null);
  return (
    <>
      <DatePicker {...args} value={value} onChange={setValue} />
      <output aria-label="Value">{value}</output>
    </>
  );
}

/** Typed segment by segment, in the locale's order: month/day/year in en-US. */
export const TypeADate = meta.story({
  render: Controlled,
  play: async ({ canvas, userEvent }) => {
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await userEvent.click(month);
    await userEvent.keyboard('03162026');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('2026-03-16'));
  },
});

export const PickFromCalendar = meta.story({
  parameters: { screenshot: 'page' },
  args: { value: '2026-03-16' },
  render: Controlled,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    await expect(grid).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /March 20, 2026/ }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('2026-03-20'));
  },
});

/** Austrian German writes day.month.year. */
export const German = meta.story({
  globals: { locale: 'de-AT' },
  args: { label: 'Termin', value: '2026-03-16' },
  render: Controlled,
  play: async ({ canvas }) => {
    const segments = canvas.getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-label') ?? '');
    await expect(segments[0]).toMatch(/Tag/);
    await expect(segments[1]).toMatch(/Monat/);
  },
});

/** With the time (a reminder): the hour and minute follow the date, and the value is a local date and time. */
export const WithTime = meta.story({
  args: { label: 'Remind me', withTime: true, value: '2026-03-16T09:30' },
  render: Controlled,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('2026-03-16T10:30'));
    await userEvent.click(canvas.getByRole('spinbutton', { name: /minute/i }));
    await userEvent.keyboard('45');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('2026-03-16T10:45'));
    // Typing a whole minute moves on to the next segment; the picture is of the field at rest.
    (document.activeElement as HTMLElement | null)?.blur();
  },
});
