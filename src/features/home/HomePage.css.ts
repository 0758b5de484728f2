import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@/lib/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: '960px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.sm]: { paddingInline: vars.space.xl } },
});

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.lg,
  '@media': { [mediaQueries.sm]: { padding: vars.space.xl } },
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  inlineSize: '96px',
  blockSize: '96px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.primaryMuted,
  flexShrink: 0,
});

/** The name and facts take the rest of the row, and may shrink below their text's width. */
export const details = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  alignItems: 'baseline',
  margin: 0,
});

export const term = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });
// A long e-mail address breaks rather than pushing the card past a phone's edge.
export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const retry = style({
  alignSelf: 'flex-start',
  minBlockSize: '40px',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.primary}`,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});
