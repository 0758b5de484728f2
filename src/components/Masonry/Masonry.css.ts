import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const minColumnWidth = createVar();
export const gap = createVar();

/**
 * Columns as wide as fit, rows of one pixel: each item spans as many rows as it is tall, so the
 * items pack like bricks while the reading order stays row by row.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))`,
  gridAutoRows: '1px',
  columnGap: gap,
  alignItems: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  vars: { [minColumnWidth]: '240px', [gap]: vars.space.md },
});

export const item = style({ minInlineSize: 0 });

/** What an item holds; its measured height (plus the gap) sets the item's span. */
export const content = style({ paddingBlockEnd: gap });
