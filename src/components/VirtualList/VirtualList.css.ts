import { style } from '@vanilla-extract/css';

export const inner = style({ position: 'relative', inlineSize: '100%', margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, inlineSize: '100%' });
export const gridRow = style({ display: 'grid', gap: 'inherit' });
