import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  textAlign: 'center',
  selectors: {
    '&[data-compact]': { flexDirection: 'row', textAlign: 'start', paddingBlock: vars.space.md, flexWrap: 'wrap' },
  },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  selectors: { '[data-compact] &': { justifyContent: 'flex-start' } },
});

export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, overflowWrap: 'anywhere' });

export const wallet = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.primaryMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
