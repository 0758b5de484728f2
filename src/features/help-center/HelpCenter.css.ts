import { globalStyle, style } from '@vanilla-extract/css';
import { columnsContainer, evenColumns, focusRing, highlightInForcedColors, vars, sprinkles } from '@/lib/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  overflowY: 'auto',
  minBlockSize: 0,
});

export const narrow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '880px',
  marginInline: 'auto',
});

/** The home's column: its width, not the screen's, decides how the ways in stand. */
export const home = style(columnsContainer);

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.primaryMuted,
});

/** The three ways in: one below the other, or all three in a row, never two and one alone. */
export const cards = style([evenColumns(3, 180, 'md'), { margin: 0, padding: 0, listStyle: 'none' }]);

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const question = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });

export const summary = style({
  cursor: 'pointer',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing(2) },
});

export const answer = style({
  margin: 0,
  paddingBlock: `0 ${vars.space.md}`,
  paddingInline: vars.space.md,
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.relaxed,
});

export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const categoryLink = style({
  display: 'inline-flex',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primaryMuted,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRing(2),
  },
});

highlightInForcedColors(`${categoryLink}[aria-current="page"]`);

export const guideGroups = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: vars.space.lg });

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, lineHeight: vars.lineHeight.relaxed });
globalStyle(`${article} h2`, { fontSize: vars.fontSize.lg, marginBlock: `${vars.space.md} 0` });
globalStyle(`${article} ol, ${article} ul`, { paddingInlineStart: vars.space.lg });

export const feedback = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: '640px',
  marginInline: 'auto',
});

export const formActions = sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'sm' });
