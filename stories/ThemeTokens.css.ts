import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: vars.space.lg,
});

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const swatches = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.xs });

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});

export const chip = style({
  inlineSize: '24px',
  blockSize: '24px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const scale = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const spaceBar = style({ blockSize: '12px', background: vars.color.primary, borderRadius: vars.radius.sm });

export const showcaseGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(520px, 1fr))',
  gap: vars.space.lg,
});
