import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A title field and its button side by side, wrapping on a narrow screen. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const field = style({ flex: '1 1 180px', minInlineSize: 0 });

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxBlockSize: '50vh',
  overflowY: 'auto',
});
