import { style } from '@vanilla-extract/css';
import { edgeInForcedColors, focusRing, forcedColorsQuery, vars } from '@/lib/theme';
import { choice } from '../Checkbox/Checkbox.css';

export const switchRoot = choice;

export const track = style({
  position: 'relative',
  inlineSize: '36px',
  blockSize: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.textDisabled,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.primary },
    [`${choice}[data-focus-visible] &`]: focusRing(2),
  },
  // Forced colours drop the track's colour: it is drawn by its edge there, and filled in Highlight when on.
  '@media': {
    [forcedColorsQuery]: {
      ...edgeInForcedColors,
      selectors: {
        [`${choice}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
        [`${choice}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `inset-inline-start ${vars.duration.fast}`,
  selectors: { [`${choice}[data-selected] &`]: { insetInlineStart: '18px' } },
  // Inside the track's edge (1px), in the colours the system gives a control and its chosen state.
  '@media': {
    [forcedColorsQuery]: {
      insetBlockStart: '1px',
      insetInlineStart: '1px',
      background: 'CanvasText',
      selectors: {
        [`${choice}[data-selected] &`]: { insetInlineStart: '17px', background: 'HighlightText' },
        [`${choice}[data-disabled] &`]: { background: 'GrayText' },
      },
    },
  },
});
