import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const keys = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, direction: 'ltr' });

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '24px',
  blockSize: '24px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  borderBlockEndWidth: '2px',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});
