import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The four locales, each by its own name and in its own language; the current one is checked, and
 * choosing another hands it to the app (which reloads the page in it, spec point 1).
 */
const meta = preview.meta({
  title: 'Shell/Language switcher',
  component: LanguageSwitcher,
  args: { onSwitch: fn() },
  parameters: { screenshot: 'page' },
});

export const Open = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English (US)' }));
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitemradio');
    await expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['Deutsch (Österreich)', 'de-AT'],
      ['English (US)', 'en-US'],
      ['English (Austria)', 'en-AT'],
      ['العربية', 'ar-SA'],
    ]);
    await expect(menu.getByRole('menuitemradio', { name: 'English (US)' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
});

/** The current language is no change: nothing is reloaded. */
export const ChooseTheCurrent = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English (US)' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'English (US)' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
});

export const ChooseAnother = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English (US)' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'العربية' }));
    await expect(args.onSwitch).toHaveBeenCalledTimes(1);
    await expect(args.onSwitch).toHaveBeenCalledWith('ar-SA');
  },
});

export const German = meta.story({
  globals: { locale: 'de-AT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sprache: Deutsch (Österreich)' })).toHaveTextContent('DE');
  },
});
