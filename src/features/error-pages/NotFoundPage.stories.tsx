import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { NotFoundPage } from './NotFoundPage';

const meta = preview.meta({
  title: 'Screens/Not found',
  component: NotFoundPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/not-found' } },
});

export const Default = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Ooops... 404!' })).toBeVisible());
    await expect(canvas.getByText('The page you requested could not be found.')).toBeVisible();
    await expect(canvas.queryByText('Company not found.')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/');
  },
});

/** Reached with `?noCompany`: the company in the link does not exist. */
export const NoCompany = meta.story({
  args: { noCompany: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Company not found.')).toBeVisible());
    await expect(canvas.queryByText('The page you requested could not be found.')).toBeNull();
  },
});

export const German = meta.story({
  globals: { locale: 'de-AT' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Ooops... 404!' })).toBeVisible());
    await expect(canvas.getByText('Die angeforderte Seite konnte nicht gefunden werden.')).toBeVisible();
  },
});

export const ArabicRightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { noCompany: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('لم يتم العثور على الشركة.')).toBeVisible());
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ar-SA');
  },
});

export const Dark = meta.story({
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Back to the start page' });
    await expect(document.documentElement).toHaveAttribute('data-scheme', 'dark');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(100, 181, 246)');
  },
});
