import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@/lib/theme';

export const page = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

/** A document reads in a column of comfortable width, on the page's surface. */
export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '960px',
  padding: vars.space.md,
  '@media': { [mediaQueries.md]: { padding: vars.space.xl } },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const tabs = style({ paddingInline: vars.space.md, '@media': { [mediaQueries.md]: { paddingInline: vars.space.lg } } });

/** The playground: what is typed beside what it renders (one above the other on a phone). */
export const playground = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  inlineSize: '100%',
  marginBlockEnd: vars.space.xs,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const preview = style({
  minInlineSize: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
