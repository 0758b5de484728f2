import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { StartFailedPage } from './StartFailedPage';

const meta = preview.meta({
  title: 'Screens/Start failed',
  component: StartFailedPage,
  args: { locale: 'en-US' as const, onReload: fn() },
  parameters: { frame: 'fullscreen' },
});

/** The start could not fetch its messages or the frame of the pages: the page says so with its own words. */
export const Default = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Call Center could not be loaded' })).toBeVisible());
    await expect(canvas.getByText('Check the connection and try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
});

/** In German, the first language: the words do not come from the messages files, which could not be fetched. */
export const German = meta.story({
  args: { locale: 'de-AT' },
  globals: { locale: 'de-AT' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Call Center konnte nicht geladen werden' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
});

/** In Arabic, right to left, in the dark scheme. */
export const ArabicDark = meta.story({
  args: { locale: 'ar-SA' },
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'تعذّر تحميل مركز الاتصال' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  },
});
