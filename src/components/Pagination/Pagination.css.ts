import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const range = style({ marginInlineEnd: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
