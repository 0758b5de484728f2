import { style, styleVariants } from '@vanilla-extract/css';
import { forcedColorsQuery, vars } from '@/lib/theme';

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const value = style({ color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });
export const track = style({
  blockSize: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.hover,
  overflow: 'hidden',
  // Forced colours drop both grounds: the track is drawn by its edge there, the fill in Highlight.
  '@media': { [forcedColorsQuery]: { outline: '1px solid CanvasText' } },
});
const fill = style({ blockSize: '100%', borderRadius: vars.radius.full, '@media': { [forcedColorsQuery]: { background: 'Highlight' } } });
/** Under the limit the bar has the theme's colour; over it, it warns. */
export const fills = styleVariants({
  neutral: [fill, { background: vars.color.primary }],
  critical: [fill, { background: vars.color.warn }],
});
