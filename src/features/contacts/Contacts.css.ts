import { style } from '@vanilla-extract/css';
import { mediaQueries, truncatedLine, vars, sprinkles } from '@/lib/theme';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minInlineSize: 0 });

export const searchField = style({ inlineSize: 'min(100%, 240px)' });

/** The list alone on small screens; list and detail side by side from md on. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(300px, 380px) minmax(0, 1fr)' } },
});

export const listPane = style({ minBlockSize: 0, background: vars.color.surface, borderInlineEnd: `1px solid ${vars.color.border}` });

export const detailPane = style({ minBlockSize: 0, overflowY: 'auto', background: vars.color.background });

export const rowText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minInlineSize: 0 });

export const ellipsis = style([truncatedLine, { maxInlineSize: '100%' }]);

export const wholeLines = style({ overflowWrap: 'anywhere' });

/** Parts of one line, in the layout's order, each cut at its own end: the last gives up its room first. */
export const oneLineParts = style({ display: 'flex', maxInlineSize: '100%' });
export const separator = style({ whiteSpace: 'pre' });
export const part = style([
  truncatedLine,
  { minInlineSize: 0, selectors: { '&:not(:last-child)': { flexShrink: 0, maxInlineSize: '100%' } } },
]);

export const message = style({ padding: vars.space.lg });

export const cover = style({
  blockSize: '120px',
  background: `linear-gradient(135deg, ${vars.color.primaryMuted}, ${vars.color.surfaceRaised})`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.xl,
  maxInlineSize: '760px',
});

export const identity = style({ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: '-40px' });

export const avatarRing = style({ borderRadius: vars.radius.full, boxShadow: `0 0 0 4px ${vars.color.background}`, lineHeight: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginInlineStart: 'auto' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: vars.space.md,
  margin: 0,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

export const factLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

// Items at the start: text in another direction than the page (an address in Arabic) stays beside its label.
export const factValue = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const secondaryLine = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

/** A term and its value, laid out by the list's grid. */
export const factRow = style({ display: 'contents' });

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One address or number: its fields side by side, wrapping on a narrow screen; the remove button at the end. */
export const repeatRow = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 'sm' });

export const grow = style({ flex: '1 1 180px', minInlineSize: 0 });

export const country = style({ flex: '1 1 200px', minInlineSize: 0 });

export const tagChoices = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md' });

export const formActions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });

export const phone = sprinkles({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs' });
