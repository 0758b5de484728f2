import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

export const sizes = styleVariants({
  sm: { inlineSize: '16px', blockSize: '16px' },
  md: { inlineSize: '20px', blockSize: '20px' },
  lg: { inlineSize: '24px', blockSize: '24px' },
  xl: { inlineSize: '32px', blockSize: '32px' },
});

/** Arrows and chevrons point the other way in right-to-left text. */
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
