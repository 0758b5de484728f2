import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';

/** What is gripped to move a row, a card or a list: a quiet square that shows it can be grabbed. */
export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'grab',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered], &:not([data-rac]):hover': { background: vars.color.hover, color: vars.color.text },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing(),
  },
});
