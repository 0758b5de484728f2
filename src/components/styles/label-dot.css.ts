import { style, styleVariants } from '@vanilla-extract/css';
import { labelColors } from '@/lib/theme';

const dot = style({ display: 'inline-block', flex: 'none', inlineSize: '10px', blockSize: '10px', borderRadius: '9999px' });

/** A label's colour (the theme's `labelColors`) as a dot beside its name, never the only thing that tells labels apart. */
export const labelDot = styleVariants(labelColors, (color) => [dot, { background: color }]);
