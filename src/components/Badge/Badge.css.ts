import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '20px',
  blockSize: '20px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const tones = styleVariants({
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  critical: { background: vars.color.warn, color: vars.color.onWarn },
  neutral: { background: vars.color.hover, color: vars.color.text },
});
