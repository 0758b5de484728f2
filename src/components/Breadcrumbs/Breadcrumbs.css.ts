import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textSecondary });

export const link = style({
  color: vars.color.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-current]': { color: vars.color.text, fontWeight: vars.fontWeight.medium, cursor: 'default', textDecoration: 'none' },
    '&[data-focus-visible]': focusRing(),
  },
});
