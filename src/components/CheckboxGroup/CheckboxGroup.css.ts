import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.fontWeight.semibold });

export const choices = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm });
