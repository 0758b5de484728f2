import { focusRing } from './focus-ring';
import { globalStyle, layer } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  minBlockSize: '100%',
});

globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(':focus-visible', focusRing(2));

// Who asks for reduced motion gets none: overlays appear at once, and screenshots (taken with
// reduced motion) never catch a transition half-way.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none !important',
      transition: 'none !important',
    },
  },
});

// react-aria's pressables keep panning and pinch-zoom but lose the double-tap-to-zoom delay. The
// library injects this rule as an inline <style> of its own; it ships here instead so that the
// Content-Security-Policy needs no inline style (see pressable-style.ts). An unnamed layer, as
// react-aria has it, so that any component's own touch-action wins.
globalStyle('[data-react-aria-pressable]', { '@layer': { [layer()]: { touchAction: 'pan-x pan-y pinch-zoom' } } });
