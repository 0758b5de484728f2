import { style } from '@vanilla-extract/css';
import { highlightInForcedColors, mediaQueries, textInOwnDirection, truncatedLine, vars } from '@/lib/theme';

export const page = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, minInlineSize: 0 });

export const searchField = style({ inlineSize: 'min(100%, 260px)' });

export const courses = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.lg,
  padding: vars.space.md,
  margin: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { padding: vars.space.lg } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** As tall as its chip (28px) while the category is not there yet, so that nothing moves when it comes. */
export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '28px',
});

/** At the end of the card's top line, with or without a category's chip before it. */
export const featured = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const grow = style({ flexGrow: 1 });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const message = style({ padding: vars.space.lg });

/** What the list lacks, above it, at the list's own inset. */
export const notice = style({
  paddingBlockStart: vars.space.md,
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.md]: { paddingBlockStart: vars.space.lg, paddingInline: vars.space.lg } },
});

/** The viewer: the steps beside the step's content from md on; on a phone the steps open in a drawer. */
export const viewer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '300px minmax(0, 1fr)' } },
});

export const stepsPane = style({
  minBlockSize: 0,
  overflowY: 'auto',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const stepList = style({
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const stepLink = style({
  display: 'grid',
  gridTemplateColumns: '28px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.hover },
    '&[aria-current="step"]': { background: vars.color.primaryMuted },
  },
});

highlightInForcedColors(`${stepLink}[aria-current="step"]`);

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${stepLink}[aria-current="step"] &`]: {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});

export const stepText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const stepTitle = textInOwnDirection;

export const stepSubtitle = style([truncatedLine, { color: vars.color.textSecondary, fontSize: vars.fontSize.sm }]);

export const content = style({
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const article = style({ maxInlineSize: '760px' });

export const stepNav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, maxInlineSize: '760px' });

export const position = style({ marginInline: 'auto', fontVariantNumeric: 'tabular-nums' });
