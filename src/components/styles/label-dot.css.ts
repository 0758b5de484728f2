import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The named colours a user may give a label (the mailbox's six): a dot beside the label's name,
 * never the only thing that tells labels apart. Mid tones, visible on light and dark surfaces.
 */
export const labelDotColors = {
  blue: '#3b82f6',
  indigo: '#6366f1',
  red: '#ef4444',
  teal: '#14b8a6',
  purple: '#a855f7',
  green: '#22c55e',
} as const;

const dot = style({ display: 'inline-block', flex: 'none', inlineSize: '10px', blockSize: '10px', borderRadius: '9999px' });

export const labelDot = styleVariants(labelDotColors, (color) => [dot, { background: color }]);
