import { style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '440px',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (max-width: 599.98px)': { padding: vars.space.lg, boxShadow: 'none', background: 'transparent' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const header = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const row = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'md', flexWrap: 'wrap' });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  '::before': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
});

export const demoText = style({ display: 'block', marginBlockEnd: vars.space.sm, overflowWrap: 'anywhere' });
