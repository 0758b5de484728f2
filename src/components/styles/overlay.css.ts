import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The dimmed backdrop of modal dialogs and drawers; it fades in and out over 300 ms (spec point 9). */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.overlay} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.overlay} ease-in` },
  },
});

/** The raised surface of popovers and menus. */
export const surface = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
});
