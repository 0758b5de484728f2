import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

/** A group of fields under one name (a fieldset): the fields one under the other, no frame of its own. */
export const fieldGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

/** The group's name (its legend), set apart from the fields below it. */
export const fieldGroupLegend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.fontWeight.semibold });
