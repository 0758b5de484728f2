import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Chip } from '../Chip/Chip';
import { DataTable, type DataTableColumn } from './DataTable';

interface Interpreter {
  id: string;
  name: string;
  language: string;
  calls: number;
  status: 'online' | 'busy' | 'offline';
}

const firstNames = ['Anna', 'Lukas', 'Sophie', 'Jakob', 'Lena', 'Maximilian', 'Hannah', 'Elias', 'Emilia', 'David'];
const lastNames = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer'];
const languages = ['ÖGS', 'DGS', 'International Sign', 'Captioning'];
const statuses = ['online', 'busy', 'offline'] as const;

/** Deterministic rows: the same table in every run, however many rows. */
function makeRows(count: number): Interpreter[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `i${index + 1}`,
    name: `${firstNames[index % 10]} ${lastNames[Math.floor(index / 10) % 10]} ${index + 1}`,
    language: languages[index % 4] as string,
    calls: (index * 37) % 101,
    status: statuses[index % 3] as Interpreter['status'],
  }));
}

const columns: DataTableColumn<Interpreter>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name, width: '40%' },
  { id: 'language', header: 'Language', cell: (row) => row.language, sortValue: (row) => row.language },
  { id: 'calls', header: 'Calls', cell: (row) => row.calls, sortValue: (row) => row.calls },
  { id: 'status', header: 'Status', cell: (row) => <Chip tone={row.status === 'online' ? 'success' : 'neutral'}>{row.status}</Chip> },
];

const meta = preview.meta({
  title: 'Data display/DataTable',
  component: DataTable<Interpreter>,
  args: { label: 'Interpreters', columns, rows: makeRows(40), getRowId: (row: Interpreter) => row.id, height: 400 },
});

const namesInView = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr[data-index] td:first-child')].map((cell) => cell.textContent);

/** Headers sort: a press sorts ascending, another descending; aria-sort says which. */
export const Sorting = meta.story({
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Interpreters' });
    const calls = canvas.getByRole('columnheader', { name: 'Calls' });
    await expect(calls).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Calls' }));
    await expect(calls).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.querySelector('tbody tr[data-index="0"] td:nth-child(3)')).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('button', { name: /Calls/ }));
    await expect(calls).toHaveAttribute('aria-sort', 'descending');
    await expect(table.querySelector('tbody tr[data-index="0"] td:nth-child(3)')).toHaveTextContent('100');
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
  },
});

/** Keyboard: Tab reaches the first row, arrows move, End jumps to the last row (scrolling it in), Enter opens. */
export const Keyboard = meta.story({
  render: function Render(args) {
    const [opened, setOpened] = useState<string | null>(null);
    return (
      <>
        <DataTable {...args} onRowAction={(row) => setOpened(row.name)} />
        <output aria-label="Opened">{opened}</output>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    // After the last sortable header, Tab lands on the first row (one tab stop for all rows).
    canvas.getByRole('button', { name: 'Calls' }).focus();
    await userEvent.tab();
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '4'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '41'));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Opened' })).toHaveTextContent('David Wagner 40');
  },
});

/** Space or a click on the box selects a row; the header box selects all, and shows some. */
export const Selection = meta.story({
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    const rows = canvas.getAllByRole('row');
    (rows[1] as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(all);
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');
  },
});

/** 10,000 rows scroll smoothly because only the rows in view are rendered. */
export const TenThousandRows = meta.story({
  args: { rows: makeRows(10_000), height: 480 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Interpreters' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => table.querySelectorAll('tbody tr[data-index]').length;
    // 480 px / 48 px = 10 rows in view, plus 6 above and below at most.
    await expect(rendered()).toBeLessThanOrEqual(22);
    await expect(rendered()).toBeGreaterThanOrEqual(9);
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 48 * 5000;
    await waitFor(() => expect(namesInView(table)).toContain('Anna Gruber 5001'));
    await expect(rendered()).toBeLessThanOrEqual(22);
  },
});

export const Empty = meta.story({
  args: { rows: [], emptyText: 'No interpreters match the filter.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No interpreters match the filter.')).toBeVisible();
  },
});

export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  args: { rows: makeRows(8), height: 440 },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('columnheader', { name: 'Name' });
    const calls = canvas.getByRole('columnheader', { name: 'Calls' });
    await expect(name.getBoundingClientRect().left).toBeGreaterThan(calls.getBoundingClientRect().left);
  },
});
