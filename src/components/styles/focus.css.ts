import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

/**
 * The focus outline every interactive component shares. react-aria sets `data-focus-visible` only for
 * keyboard focus, so a mouse click never draws it.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
