import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const tooltip = style({
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
  selectors: {
    '&[data-entering]': { animation: 'none' },
  },
});

export const iconTrigger = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const iconTones = styleVariants({
  primary: { color: vars.color.primary },
  info: { color: vars.color.info },
  neutral: { color: vars.color.textSecondary },
});
