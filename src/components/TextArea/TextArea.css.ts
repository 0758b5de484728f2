import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

// Not a flex item that stretches: its height is the one fitToContent sets.
export const area = style({ flex: 'none', resize: 'none', lineHeight: vars.lineHeight.normal, overflowY: 'auto' });
