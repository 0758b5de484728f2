import { describe, expect, it } from 'vitest';
import { breakpoints, mediaQueries, smallScreenQuery } from './breakpoints';
import { defaultScheme, defaultTheme, neutralPalettes, themeNames, themePalettes } from './tokens';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('design tokens', () => {
  it('has the spec breakpoints and defaults', () => {
    expect(breakpoints).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1440 });
    expect(mediaQueries.md).toBe('screen and (min-width: 960px)');
    expect(smallScreenQuery).toContain('max-width: 959.98px');
    expect(themeNames).toEqual(['default', 'brand', 'teal', 'rose', 'purple', 'amber']);
    expect(defaultTheme).toBe('brand');
    expect(defaultScheme).toBe('light');
  });

  it.each(themeNames.flatMap((theme) => (['light', 'dark'] as const).map((scheme) => [theme, scheme] as const)))(
    '%s in %s keeps text readable (WCAG AA)',
    (theme, scheme) => {
      const palette = { ...neutralPalettes[scheme], ...themePalettes[theme][scheme] };
      expect(contrast(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.primary, palette.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.primary, palette.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.text, palette.background)).toBeGreaterThanOrEqual(7);
      expect(contrast(palette.textSecondary, palette.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.textSecondary, palette.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.textSecondary, palette.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.text, palette.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.warn, palette.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
