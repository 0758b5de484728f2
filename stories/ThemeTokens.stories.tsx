import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { themeNames, themePalettes } from '@/lib/theme';
import { ScaleTokens, ThemeColorTokens } from './ThemeTokens';

const meta = preview.meta({
  title: 'Design tokens/Tokens',
  component: ThemeColorTokens,
});

/** Six themes, each light and dark, painted by the real CSS variables. */
export const Colors = meta.story({
  play: async ({ canvas }) => {
    const panels = canvas.getAllByRole('region');
    await expect(panels).toHaveLength(themeNames.length * 2);
    const rose = canvas.getByRole('region', { name: 'rose dark' });
    const primaryChip = [...rose.querySelectorAll('code')].find((code) => code.textContent === 'primary')?.previousElementSibling;
    const hex = themePalettes.rose.dark.primary;
    const rgb = `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
    await expect(getComputedStyle(primaryChip as Element).backgroundColor).toBe(rgb);
  },
});

export const Scales = meta.story({
  render: () => <ScaleTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('display')).toBeVisible();
    await expect(canvas.getByText('xxxl 48px')).toBeVisible();
  },
});
