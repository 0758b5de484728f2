import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const track = style({
  position: 'relative',
  blockSize: '3px',
  inlineSize: '100%',
  overflow: 'hidden',
  background: vars.color.primaryMuted,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  background: vars.color.primary,
  transition: `inline-size ${vars.duration.fast} ease-out`,
});

export const indeterminate = style({
  inlineSize: '40%',
  animation: `${slide} 1.2s ease-in-out infinite`,
  selectors: { '[dir="rtl"] &': { animationDirection: 'reverse' } },
});
