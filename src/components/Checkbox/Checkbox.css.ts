import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '20px',
  blockSize: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textSecondary}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.warn },
  },
});
