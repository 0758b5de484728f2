import { style, styleVariants } from '@vanilla-extract/css';
import { columnsContainer, evenColumns, vars, sprinkles } from '@/lib/theme';

/** A dashboard scrolls as one page under its header; cards flow in columns as wide as the screen allows. */
export const page = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const body = style([
  columnsContainer,
  { display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, minInlineSize: 0 },
]);

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});
/** A row of three or four cards (figures of the week, a project's summary): full rows at every width. */
export const threeCards = style([evenColumns(3, 260), { alignItems: 'start' }]);
export const fourCards = style([evenColumns(4, 220), { alignItems: 'start' }]);
/** Main content and a narrower column beside it on a wide screen; one column on a phone. */
export const mainAndSide = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const headerActions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'sm' });

/**
 * The box of a card's label–value pairs (`Facts`): its width, the card's and not the screen's,
 * decides their columns. In a chart card's headline it takes a line of its own.
 */
export const factsBox = style([columnsContainer, { flexGrow: 1, flexBasis: '100%' }]);
/** Four or six pairs stand in full rows: six are two, three or six a row. */
export const facts = styleVariants({ 4: evenColumns(4, 120, 'md'), 6: evenColumns(6, 110, 'md') }, (rule) => [rule, { margin: 0 }]);
/** Any other number fills the row and wraps: three on a phone are two and one, which keeps them short there. */
export const anyFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });
export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});
export const grow = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const secondary = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });
export const amountIn = style({ color: vars.color.success, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const amountOut = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const team = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const member = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});
export const memberLinks = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
});
