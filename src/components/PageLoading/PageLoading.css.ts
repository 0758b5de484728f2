import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

/** The page's body while it loads: a few rows where its list or cards will be. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minBlockSize: 0,
  overflow: 'hidden',
});

/** Where the header's field will be, as wide as the pages' search fields. */
export const headerField = style({ inlineSize: '240px', maxInlineSize: '100%' });
