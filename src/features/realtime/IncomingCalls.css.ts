import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

/** Calls stack at the top end of the screen, above everything but modal dialogs. */
export const stack = style({
  position: 'fixed',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 90,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: 'min(360px, calc(100vw - 32px))',
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.surface,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

/** The message: two lines at most (spec point 2). */
export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });
export const actions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
