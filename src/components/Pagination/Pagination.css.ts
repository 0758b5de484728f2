import { style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

/** Where a row is too narrow (a phone), the range takes a line of its own above the buttons; no text breaks. */
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  // The range stands further from the buttons than they stand from each other.
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const pageOf = style({ whiteSpace: 'nowrap' });
export const range = style([pageOf, { fontVariantNumeric: 'tabular-nums' }]);
export const controls = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' });
