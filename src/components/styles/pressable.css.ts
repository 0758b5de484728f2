import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';

/**
 * A whole row or tile that is one link or button (a list entry, a shortcut, a conversation):
 * no button chrome, the hover colour, and a focus ring drawn inside so neighbours do not cover it.
 */
export const pressableArea = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.hover },
    // react-aria elements say themselves when focus came from the keyboard; plain links use the browser's rule.
    '&:not([data-rac]):focus-visible, &[data-focus-visible]': focusRing(-2),
  },
});

/**
 * The one link of a card (a board, a note) that opens it from anywhere on the card: its area
 * stretches over the nearest positioned ancestor (a card with the large radius), with the hover and
 * the focus ring.
 */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-focus-visible]::after, &:not([data-rac]):focus-visible::after': focusRing(),
    '&:hover::after, &[data-hovered]::after': { background: vars.color.hover, opacity: 0.4 },
  },
});
