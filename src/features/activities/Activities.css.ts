import { globalStyle, style } from '@vanilla-extract/css';
import { iconDisc, vars } from '@/lib/theme';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  maxInlineSize: '880px',
  minInlineSize: 0,
});
export const dayHeading = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const timeline = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

/** An entry: its mark on the line at the start, its text beside it. The line runs down from mark to mark. */
export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlock: '44px 4px',
      insetInlineStart: '19px',
      inlineSize: '2px',
      background: vars.color.border,
    },
  },
});
export const mark = style(iconDisc('40px'));
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  paddingBlockStart: vars.space.xs,
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
export const extra = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${extra} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${extra} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${extra} blockquote`, { margin: 0 });
