import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { samplePages } from './catalog';
import { ComingSoonPage } from './ComingSoonPage';

const mailbox = samplePages.find((page) => page.id === 'mailbox')!;

const meta = preview.meta({
  title: 'Screens/Sample apps/Coming soon',
  component: ComingSoonPage,
  args: { page: mailbox },
  parameters: { frame: 'fullscreen' },
});

/** A template app not built yet: its name, that it is coming, and the way home. */
export const Mailbox = meta.story({
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeVisible();
    await expect(canvas.getByText('Mailbox is being built and will be available here soon.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en-US/home');
  },
});

export const German = meta.story({
  args: { page: samplePages.find((page) => page.id === 'scrumboard')! },
  globals: { locale: 'de-AT' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Scrumboard' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kommt bald' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de-AT/home');
  },
});

export const Arabic = meta.story({
  args: { page: samplePages.find((page) => page.id === 'academy')! },
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'الأكاديمية' })).toBeVisible());
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
});
