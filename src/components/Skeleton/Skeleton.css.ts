import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.hover,
  animation: `${pulse} 1.5s ease-in-out infinite`,
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
