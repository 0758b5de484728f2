import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@/lib/theme';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, minInlineSize: 0 });

export const searchField = style({ inlineSize: 'min(100%, 240px)' });

/** The gallery alone on small screens; the chosen icon beside it from md on. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  minBlockSize: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', gridTemplateRows: 'minmax(0, 1fr)' } },
});

export const gallery = style({ blockSize: '100%', minBlockSize: '240px', overflow: 'auto', outline: 'none', padding: vars.space.sm });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  // Hover and the focus ring come with the design system's pressableArea.
  selectors: { '&[data-selected]': { background: vars.color.primaryMuted } },
});

export const tileName = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const chosen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
  '@media': { [mediaQueries.md]: { borderBlockStart: 'none', borderInlineStart: `1px solid ${vars.color.border}` } },
});

export const chosenPicture = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md, color: vars.color.text });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.hover,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const message = style({ padding: vars.space.lg });
