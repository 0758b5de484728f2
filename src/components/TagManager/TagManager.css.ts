import { style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

/** A title field and its button side by side, wrapping on a narrow screen. */
export const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 'sm' });

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
