import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars, sprinkles } from '@/lib/theme';

/**
 * Series colours, in order, from the theme: its own colour first, then the slate accent (a pair that
 * stays apart in every theme and scheme), then the status colours. Each keeps 3:1 to the surface.
 */
export const seriesColors = [
  vars.color.primary,
  vars.color.accent,
  vars.color.caution,
  vars.color.success,
  vars.color.warn,
  vars.color.info,
] as const;

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});
export const figure = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const trendUp = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});
export const trendDown = style([trendUp, { color: vars.color.warn }]);

export const actions = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' });

/** The chart's box: charts size to it, and text in them follows the page's font. */
export const plot = style({ position: 'relative', minInlineSize: 0, fontSize: vars.fontSize.xs, color: vars.color.textSecondary });
// Axis labels are placed by their anchors, which a right-to-left page would flip: the drawing itself
// stays left to right (the axes are mirrored by the chart), Arabic text inside it still reads right to left.
globalStyle(`${plot} svg`, { direction: 'ltr' });
globalStyle(`${plot} .recharts-surface:focus-visible`, {
  ...focusRing(2),
  borderRadius: vars.radius.sm,
});
globalStyle(`${plot} .recharts-wrapper:focus, ${plot} .recharts-surface:focus`, { outline: 'none' });
globalStyle(`${plot} .recharts-wrapper:focus-visible`, focusRing(2));
globalStyle(`${plot} .recharts-cartesian-axis-tick-value`, { fill: vars.color.textSecondary });
globalStyle(`${plot} .recharts-cartesian-grid line`, { stroke: vars.color.border });
globalStyle(`${plot} .recharts-legend-item-text`, { color: `${vars.color.text} !important` });

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const tooltipTitle = style({ fontWeight: vars.fontWeight.semibold, marginBlockEnd: vars.space.xxs });
export const tooltipRow = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' });
export const swatch = style({ inlineSize: '10px', blockSize: '10px', borderRadius: vars.radius.full, flexShrink: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const legendItem = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' });

/** The numbers of a chart as a table: scrolls inside the card when long. */
export const tableScroller = style({
  maxBlockSize: '320px',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'end',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
globalStyle(`${table} thead th`, {
  position: 'sticky',
  insetBlockStart: 0,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.semibold,
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '120px',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});
