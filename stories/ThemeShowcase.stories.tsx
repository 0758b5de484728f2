import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { themeNames } from '@/lib/theme';
import { ThemeShowcase } from './ThemeShowcase';

const meta = preview.meta({
  title: 'Design tokens/All themes',
  component: ThemeShowcase,
  args: { scheme: 'light' as const },
});

/** One composite screen in each of the six themes, light. */
export const Light = meta.story({
  play: async ({ canvas }) => {
    for (const theme of themeNames) await expect(canvas.getByRole('region', { name: `${theme} light` })).toBeVisible();
    const brandJoin = within(canvas.getByRole('region', { name: 'brand light' })).getByRole('button', { name: 'Join' });
    const roseJoin = within(canvas.getByRole('region', { name: 'rose light' })).getByRole('button', { name: 'Join' });
    await expect(getComputedStyle(brandJoin).backgroundColor).not.toBe(getComputedStyle(roseJoin).backgroundColor);
  },
});

export const Dark = meta.story({
  args: { scheme: 'dark' as const },
  play: async ({ canvas }) => {
    for (const theme of themeNames) await expect(canvas.getByRole('region', { name: `${theme} dark` })).toBeVisible();
  },
});

/** Mirrored: the same screens in Arabic. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'teal light' });
    const heading = canvas.getByRole('heading', { name: 'teal light' });
    await expect(heading.getBoundingClientRect().right).toBeGreaterThan(card.getBoundingClientRect().right - 80);
  },
});
