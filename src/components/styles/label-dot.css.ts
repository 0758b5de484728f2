import { style, styleVariants } from '@vanilla-extract/css';
import { labelColors } from '@/lib/theme';

/**
 * A label's colour as a dot beside the label's name, never the only thing that tells labels apart.
 * The colours are the theme's `labelColors`.
 */
export const labelDotColors = labelColors;

const dot = style({ display: 'inline-block', flex: 'none', inlineSize: '10px', blockSize: '10px', borderRadius: '9999px' });

export const labelDot = styleVariants(labelDotColors, (color) => [dot, { background: color }]);
