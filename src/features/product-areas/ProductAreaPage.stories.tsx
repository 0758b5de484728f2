import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProductAreaPage } from './ProductAreaPage';

/** A menu area whose screens are not part of this version: named as its menu entry, saying so, leading home. */
const meta = preview.meta({
  title: 'Screens/Product area',
  component: ProductAreaPage,
  args: { area: 'customers' as const },
  parameters: { frame: 'fullscreen' },
  globals: { viewport: { value: 'wide', isRotated: false } },
});

export const Customers = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 2, name: 'Not in this version yet' })).toBeVisible();
    await expect(
      canvas.getByText('“Customers” is not part of this version of Call Center. It will open here once it is ready.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en-US/home');
  },
});

/** The menu's German label is the page's name ("Rechnungen", as the spec's menu table has it). */
export const GermanPhone = meta.story({
  tags: ['fits-phone'],
  args: { area: 'invoice' },
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible());
    await expect(
      canvas.getByText(
        'Der Bereich „Rechnungen“ ist in dieser Version von Call Center noch nicht enthalten. Sobald er fertig ist, öffnet er sich hier.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de-AT/home');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

export const RightToLeftDark = meta.story({
  args: { area: 'communication-assistance' },
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'مساعدة التواصل' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar-SA/home');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
});
