import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.background,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const areaHeading = style([cell, { paddingBlockStart: vars.space.md, fontWeight: vars.fontWeight.bold }]);
