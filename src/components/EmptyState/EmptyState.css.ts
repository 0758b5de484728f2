import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.textSecondary,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.primaryMuted,
  color: vars.color.primary,
  marginBlockEnd: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const text = style({ margin: 0, maxInlineSize: '40ch' });
