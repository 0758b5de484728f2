import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '760px',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.xl,
});
