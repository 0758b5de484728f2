import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

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
