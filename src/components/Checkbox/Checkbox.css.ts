import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, forcedColorsQuery, vars } from '@/lib/theme';

export const choice = style({
  // The hidden input is placed against its label: against a box outside a scrolling pane, it would
  // stay where the pane's content began, and the keyboard's focus would scroll the pane there.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

// The hidden input is one line high at the label's top; the margin brings the whole control into
// view, focus ring included, when the keyboard's focus scrolls a pane to it.
globalStyle(`${choice} input`, { scrollMarginBlock: '12px' });

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
    [`${choice}[data-focus-visible] &`]: focusRing(2),
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.warn },
  },
  // In forced colours a ticked box is the system's (the page's ground, the text's tick), inside a
  // highlighted row too, whose contents keep the colours they are given (highlightInForcedColors):
  // there it stayed the theme's blue.
  '@media': {
    [forcedColorsQuery]: {
      forcedColorAdjust: 'auto',
      selectors: {
        [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
          background: 'Canvas',
          borderColor: 'CanvasText',
          color: 'CanvasText',
        },
      },
    },
  },
});
