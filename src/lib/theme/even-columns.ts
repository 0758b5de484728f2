import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { space } from './tokens';

type Space = keyof typeof space;

/** Makes an element the container whose width `evenColumns` answers. */
export const columnsContainer = { containerType: 'inline-size' } satisfies StyleRule;

/**
 * A grid of a known number of items whose rows are all full: one column, then each divisor of
 * `count` that has room (four cards: one, two, then four in a row, never three with one left alone
 * below them). It answers the width of the nearest `columnsContainer`, not the screen's, since the
 * navigation beside the page takes 0 to 280 px depending on the layout.
 */
export function evenColumns(count: number, minColumnWidth: number, gap: Space = 'lg'): StyleRule {
  const gapWidth = Number.parseFloat(space[gap]);
  const wider: Record<string, StyleRule> = {};
  for (let columns = 2; columns <= count; columns++) {
    if (count % columns !== 0) continue;
    wider[`(min-width: ${columns * minColumnWidth + (columns - 1) * gapWidth}px)`] = {
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    };
  }
  return { display: 'grid', gap: vars.space[gap], gridTemplateColumns: 'minmax(0, 1fr)', '@container': wider };
}
