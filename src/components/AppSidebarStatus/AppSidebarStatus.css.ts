import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@/lib/theme';

/** The rows stand where the links will: side by side in a phone's row, one under the other from md on. */
export const loading = style({
  display: 'flex',
  gap: vars.space.xxs,
  '@media': { [mediaQueries.md]: { flexDirection: 'column' } },
});

/** As tall as a link (`appSidebarLink`): its padding around a line of text. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: '96px',
  blockSize: `calc(${vars.lineHeight.normal} * 1em + 2 * ${vars.space.xs})`,
  paddingInline: vars.space.sm,
});

/**
 * On a phone's row, which scrolls sideways, first and wide enough to read, so that it is seen
 * without scrolling; in the column from md on, where it stands among the links, the column's width.
 */
export const failed = style({
  flex: 'none',
  order: -1,
  inlineSize: 'min(320px, 80vw)',
  '@media': { [mediaQueries.md]: { order: 0, inlineSize: 'auto' } },
});
