import { style } from '@vanilla-extract/css';
import { highlightInForcedColors, mediaQueries, vars } from '@/lib/theme';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, minInlineSize: 0 });

export const searchField = style({ inlineSize: 'min(100%, 240px)' });

/**
 * On a phone the chosen icon sits under the gallery and the page scrolls to it (appPageStacksOnPhone);
 * from md on it sits beside the gallery, which fills the screen's height.
 */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', gridTemplateRows: 'minmax(0, 1fr)' } },
});

/**
 * The grid scrolls on its own: where the page grows (a phone) it is as tall as its tiles, up to most
 * of the screen. No padding: the grid's layout spaces the tiles from the edges itself, and measures
 * the whole box, so padding would push the far column out of view (the left one in right-to-left).
 */
export const gallery = style({
  maxBlockSize: 'min(70dvh, 560px)',
  minBlockSize: '240px',
  overflow: 'auto',
  outline: 'none',
  '@media': { [mediaQueries.md]: { blockSize: '100%', maxBlockSize: 'none' } },
});

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

highlightInForcedColors(`${tile}[data-selected]`);

export const tileName = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  textAlign: 'center',
  lineHeight: 1.25,
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
