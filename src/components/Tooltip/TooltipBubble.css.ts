import { style } from '@vanilla-extract/css';
import { edgeInForcedColors, forcedColorsQuery, vars } from '@/lib/theme';

// Apart from the trigger's styles: it loads with the bubble, not with every page that has a tooltip.
export const bubble = style({
  maxInlineSize: '280px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  '@media': { [forcedColorsQuery]: edgeInForcedColors },
});
