import { vars } from './contract.css';

/**
 * The one focus ring, for a style's focus selector: 2 px in the theme's focus colour. `offset` (in px)
 * sets it apart from the element; a negative one draws it inside, where a neighbour or a scrolling
 * parent would cover it (a row, a tab, a cell).
 */
export const focusRing = (offset?: number) => ({
  outline: `2px solid ${vars.color.focusRing}`,
  ...(offset === undefined ? {} : { outlineOffset: `${offset}px` }),
});
