import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';

export const scrollArea = style({
  overflow: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing(-2) },
});

/** The custom scrollbar: thin, in the theme's colours, for desktop pointers. */
export const customScrollbar = style({
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.textDisabled} transparent`,
  selectors: {
    '&::-webkit-scrollbar': { inlineSize: '8px', blockSize: '8px' },
    '&::-webkit-scrollbar-thumb': { background: vars.color.textDisabled, borderRadius: vars.radius.full },
  },
});
