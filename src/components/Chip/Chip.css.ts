import { style, styleVariants } from '@vanilla-extract/css';
import { edgeInForcedColors, focusRing, forcedColorsQuery, vars } from '@/lib/theme';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  blockSize: '28px',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  // Forced colours drop the chip's ground: its edge keeps it a chip there.
  '@media': { [forcedColorsQuery]: edgeInForcedColors },
});

export const removable = style({ paddingInlineEnd: vars.space.xxs });

export const tones = styleVariants({
  neutral: { background: vars.color.hover, color: vars.color.text },
  primary: { background: vars.color.primaryMuted, color: vars.color.text },
  critical: { background: vars.color.warn, color: vars.color.onWarn },
  success: { background: vars.color.success, color: vars.color.surface },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hoverOnTint },
    '&[data-focus-visible]': focusRing(),
  },
});
