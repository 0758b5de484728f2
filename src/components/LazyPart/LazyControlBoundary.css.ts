import { style } from '@vanilla-extract/css';

/** Adds no box of its own: the control (or the button in its place) stays an item of the bar. */
export const control = style({ display: 'contents' });
