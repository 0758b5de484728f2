import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { edgeInForcedColors, forcedColorsQuery, vars } from '@/lib/theme';

const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  display: 'flex',
  flexDirection: 'column',
  maxInlineSize: '100vw',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  '@media': { [forcedColorsQuery]: edgeInForcedColors },
});

// The slide keyframes use physical directions, so right-to-left swaps them.
export const positions = styleVariants({
  start: {
    insetInlineStart: 0,
    selectors: {
      '&[data-entering]': { animation: `${slideFromStart} ${vars.duration.overlay} ease-out` },
      '[dir="rtl"] &[data-entering]': { animationName: slideFromEnd },
    },
  },
  end: {
    insetInlineEnd: 0,
    selectors: {
      '&[data-entering]': { animation: `${slideFromEnd} ${vars.duration.overlay} ease-out` },
      '[dir="rtl"] &[data-entering]': { animationName: slideFromStart },
    },
  },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', blockSize: '100%', outline: 'none' });

export { panelHeader as header } from '../styles/panel.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const body = style({ flex: 1, overflow: 'auto', padding: vars.space.lg });
// It scrolls too: content that lays itself out without a scrolling part of its own (an open task on a
// phone) would otherwise run off the screen, out of reach.
export const flushBody = style({ flex: 1, minBlockSize: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' });
