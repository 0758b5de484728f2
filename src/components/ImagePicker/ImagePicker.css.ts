import { style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

export const row = sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', flexWrap: 'wrap' });

export const preview = style({
  inlineSize: '96px',
  blockSize: '96px',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.hover,
  objectFit: 'cover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textSecondary,
});
