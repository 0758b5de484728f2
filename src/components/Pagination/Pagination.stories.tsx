import { useState } from 'react';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { lastPageOf, Pagination } from './Pagination';

const meta = preview.meta({
  title: 'Data display/Pagination',
  component: Pagination,
  args: { length: 23, size: 10, page: 0, onPageChange: () => {} },
});

/** 23 products, 10 a page: three pages. */
export const Paging = meta.story({
  render: function Render(args) {
    const [page, setPage] = useState(0);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(lastPageOf(23, 10)).toBe(2);
    await expect(lastPageOf(0, 10)).toBe(0);
    await expect(canvas.getByText('1–10 of 23')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('21–23 of 23')).toBeVisible();
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
});

export const German = meta.story({
  globals: { locale: 'de-AT' },
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('11–20 von 23')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorige Seite' })).toBeEnabled();
  },
});

/** The narrowest phone with long numbers: the range moves above the buttons, and neither text breaks. */
export const GermanNarrowPhone = meta.story({
  globals: { locale: 'de-AT', viewport: { value: 'mobile1', isRotated: false } },
  args: { length: 1234, page: 1, formatNumber: (value: number) => value.toLocaleString('de-AT') },
  play: async ({ canvas }) => {
    // Austrian German groups digits with a space (a narrow no-break one).
    const range = canvas.getByText(/^11–20 von 1\s234$/);
    const pageOf = canvas.getByText('Seite 2 von 124');
    await expect([range.getClientRects().length, pageOf.getClientRects().length]).toEqual([1, 1]);
    await expect(range.getBoundingClientRect().bottom).toBeLessThanOrEqual(pageOf.getBoundingClientRect().top);
    const navigation = canvas.getByRole('navigation');
    await expect(navigation.scrollWidth).toBeLessThanOrEqual(navigation.clientWidth);
  },
});
