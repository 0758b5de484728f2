import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minBlockSize: '100vh',
  padding: vars.space.xl,
  textAlign: 'center',
});
