import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const code = style({
  fontSize: '7rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
  letterSpacing: '-0.04em',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '40px',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { filter: 'brightness(1.1)' },
});
