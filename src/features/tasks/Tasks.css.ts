import { style } from '@vanilla-extract/css';
import { mediaQueries, truncatedLine, vars, sprinkles } from '@/lib/theme';

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });

/** The list alone below md; list and the open task side by side from there on. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(340px, 440px)' } },
});

/** What the list lacks, if anything, above it; the list takes the height that is left. */
export const listPane = style({ display: 'flex', flexDirection: 'column', minBlockSize: 0, background: vars.color.surface });

export const list = style({ flex: '1 1 0', minBlockSize: 0 });

export const detailPane = style({
  minBlockSize: 0,
  overflowY: 'auto',
  background: vars.color.background,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const message = style({ padding: vars.space.lg });

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });

export const rowTitle = truncatedLine;

export const doneTitle = style([rowTitle, { textDecoration: 'line-through', color: vars.color.textSecondary }]);

export const untitled = style([rowTitle, { fontStyle: 'italic', color: vars.color.textSecondary }]);

export const sectionTitle = style([
  truncatedLine,
  {
    flex: 1,
    minInlineSize: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: vars.color.textSecondary,
  },
]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  minInlineSize: 0,
});

export const metaItem = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' });

export const overdue = style([metaItem, { color: vars.color.warn, fontWeight: vars.fontWeight.semibold }]);

export const highPriority = style({ color: vars.color.warn, flexShrink: 0 });

export const lowPriority = style({ color: vars.color.textSecondary, flexShrink: 0 });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });

export const detailHead = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' });

export const saveState = style({ marginInlineEnd: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const twoFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  alignItems: 'end',
});

export const dueRow = sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'xs' });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const subTasks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const subTask = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const addRow = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });
