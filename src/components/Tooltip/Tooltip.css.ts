import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';

export const iconTrigger = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing(2) },
});

export const iconTones = styleVariants({
  primary: { color: vars.color.primary },
  info: { color: vars.color.info },
  neutral: { color: vars.color.textSecondary },
});
