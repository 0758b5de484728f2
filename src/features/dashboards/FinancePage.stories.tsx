import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createFinance } from '@mocks/data/dashboards';
import { FinancePage } from './FinancePage';

/** The finance dashboard (the menu's Finanzen) on the fake backend's finance sample. */
const meta = preview.meta({
  title: 'Screens/Dashboards/Finance',
  component: FinancePage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/finance', pattern: '/:lang/finance' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
});

const sample = createFinance();

/** Balance, budget against its limits, both statements and the transactions. */
export const Overview = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const budget = within(await canvas.findByRole('region', { name: 'Budget' }));
    await expect(budget.getByRole('meter', { name: 'Expenses' })).toHaveAttribute('aria-valuetext', '€11,763.34 of €20,000');
    await expect(budget.getByRole('meter', { name: 'Savings' })).toHaveAttribute('aria-valuemax', '250000');
    // Bills are over their limit: the bar is full, the words say by how much.
    await expect(budget.getByRole('meter', { name: 'Bills' })).toHaveAttribute('aria-valuetext', '€1,789.22 of €1,000');
    const previous = within(canvas.getByRole('region', { name: 'Previous statement' }));
    await expect(previous.getByText('Paid')).toBeVisible();
    await expect(previous.getByText('€34,500.00')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Current statement' })).getByText('Pending')).toBeVisible();
    const balance = within(canvas.getByRole('region', { name: 'Account balance' }));
    await expect(balance.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Predicted', 'Actual']);
    await expect(balance.getAllByRole('row')).toHaveLength(sample.accountBalance.series[0]!.data.length + 1);
  },
});

/** Transactions sort by each column; outgoing amounts carry their minus sign. */
export const SortTransactions = meta.story({
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('grid', { name: 'Recent transactions' });
    const rows = () => [...table.querySelectorAll('tr[data-index]')];
    const amounts = () => rows().map((row) => row.querySelectorAll('td')[3]!.textContent);
    await userEvent.click(within(table).getByRole('button', { name: /Amount/ }));
    const ascending = [...sample.recentTransactions].sort((a, b) => a.amount - b.amount);
    await waitFor(() =>
      expect(amounts()[0]).toBe(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', signDisplay: 'always' }).format(ascending[0]!.amount),
      ),
    );
    await expect(amounts()[0]).toMatch(/^-/);
    await userEvent.click(within(table).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(amounts()[0]).toMatch(/^\+€9,600\.00$/));
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('A1 Telekom Austria'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/dashboards/finance', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the dashboard' })).toBeVisible();
  },
});

export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/dashboards/finance', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    const budget = within(await canvas.findByRole('region', { name: 'الميزانية' }));
    await expect(budget.getByRole('meter', { name: 'الفواتير' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'أحدث المعاملات' })).toHaveTextContent('مكتمل');
  },
});

export const PhoneTeal = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false }, locale: 'de-AT', theme: 'teal' },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Kontostand' });
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    // The bookings fit the phone: who and how much, read whole, without scrolling sideways.
    const bookings = await canvas.findByRole('grid', { name: 'Letzte Buchungen' });
    await expect(
      within(bookings)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Datum', 'Name', 'Betrag']);
    const scroller = bookings.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    for (const name of ['Verein Hörbehindertenhilfe', 'Dolmetschpool Wien', '-€ 2.140,50', '+€ 9.600,00']) {
      const cell = within(bookings).getByText(name).closest('td')!;
      await expect(cell.scrollWidth, name).toBeLessThanOrEqual(cell.clientWidth);
    }
  },
});
