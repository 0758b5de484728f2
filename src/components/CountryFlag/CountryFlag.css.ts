import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const flag = style({
  display: 'inline-block',
  flexShrink: 0,
  blockSize: '1em',
  inlineSize: '1.5em',
  borderRadius: '2px',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  // A white flag (Japan) keeps its edge on a white page.
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  verticalAlign: '-0.125em',
});
