import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';

export const trigger = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.hover },
    '&[data-focus-visible]': focusRing(2),
  },
});
