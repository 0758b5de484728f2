import { style, type StyleRule } from '@vanilla-extract/css';

/**
 * A piece of text from the data (a name, a title, a message) laid out in its own direction
 * (`unicode-bidi: plaintext`, as `dir="auto"` would) yet lined up with the layout's start edge, beside
 * what it belongs to: a German title in the Arabic layout reads left to right and still sits on the
 * right, under its Arabic neighbours. The rules alone, to merge into a style that must outrank another
 * one's alignment (a field's box aligns to the start); the class is `textInOwnDirection`.
 */
export const textInOwnDirectionRules = {
  unicodeBidi: 'plaintext',
  textAlign: 'left',
  // The layout's direction is the parent's: the element's own may be the text's (a <bdi>, `dir="auto"`).
  // `:where` keeps the rule as weak as one class, so a place that centres its text still can.
  selectors: { ':where(:dir(rtl)) > &': { textAlign: 'right' } },
} satisfies StyleRule;

export const textInOwnDirection = style(textInOwnDirectionRules);

/**
 * One line of such text, cut with an ellipsis where it runs out of room: at the text's own end, so a
 * German name in the Arabic layout keeps its beginning, as an Arabic one does in the German layout.
 * For one piece of text: a line of several pieces would be ordered by the first one's direction.
 */
export const truncatedLine = style([textInOwnDirection, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }]);
