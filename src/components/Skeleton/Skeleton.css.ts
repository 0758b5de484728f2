import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { forcedColorsQuery, vars } from '@/lib/theme';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.hover,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  // Its ground is all a placeholder is, and forced colours do not draw it: an outline in the system's
  // colour for what is not available yet keeps its shape, without changing its size.
  '@media': { [forcedColorsQuery]: { outline: '1px solid GrayText', outlineOffset: '-1px' } },
});

export const shapes = styleVariants({
  text: { blockSize: '0.9em', borderRadius: vars.radius.sm },
  circle: { borderRadius: vars.radius.full },
  rect: { borderRadius: vars.radius.md },
});

/** Inline, so that each line of the unseen text gets its own bar. */
export const textShaped = style({
  display: 'inline',
  color: 'transparent',
  borderRadius: vars.radius.sm,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  userSelect: 'none',
});
