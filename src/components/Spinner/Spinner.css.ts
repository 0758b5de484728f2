import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

export const sizes = styleVariants({
  sm: { inlineSize: '14px', blockSize: '14px' },
  md: { inlineSize: '20px', blockSize: '20px' },
  lg: { inlineSize: '32px', blockSize: '32px', borderWidth: '3px' },
});
