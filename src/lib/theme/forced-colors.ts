import { globalStyle } from '@vanilla-extract/css';

/**
 * Forced colours: Windows' contrast themes (and a browser's own high-contrast settings) paint the page
 * in the user's few system colours. Author backgrounds become the page's background and shadows are
 * dropped, so a state shown by a background alone (the current page, a selected row, an option under
 * the arrow keys, a switch that is on, a bar's fill) is not shown at all. Borders and outlines stay,
 * in the text's colour, and system colours the page names itself are kept.
 */
export const forcedColorsQuery = '(forced-colors: active)';

/**
 * An edge in the text's colour, for what its ground or shadow set apart from the page, neither of
 * which is drawn in forced colours: a raised surface (a dialog, a drawer, a toast, a tooltip), whose
 * text would run into the page's, and a shape that is its ground alone (a chip, a switch's track, a
 * chat bubble). For a style's `'@media'`: `{ [forcedColorsQuery]: edgeInForcedColors }`.
 */
export const edgeInForcedColors = { border: '1px solid CanvasText' } as const;

/**
 * A field's focus where its coloured edge and ring (a shadow) are not drawn: an outline in Highlight,
 * for a style's focus selector inside `forcedColorsQuery`.
 */
export const focusedFieldInForcedColors = { outline: '2px solid Highlight' } as const;

/**
 * Marks what `selector` matches the way the system marks its own selections in forced colours:
 * Highlight behind HighlightText. The browser would still draw the page's background behind each
 * line of text (so that text stays readable on any picture), which hides HighlightText; the element
 * opts out of that, and so its contents take the highlight's colours instead of their own (a muted
 * icon, a checkbox's edge). Call it from a stylesheet (`.css.ts`), after the style the selector names.
 */
export function highlightInForcedColors(selector: string) {
  globalStyle(selector, {
    '@media': {
      [forcedColorsQuery]: { forcedColorAdjust: 'none', background: 'Highlight', color: 'HighlightText', outlineColor: 'HighlightText' },
    },
  });
  globalStyle(`${selector} *`, {
    '@media': {
      [forcedColorsQuery]: { background: 'transparent', color: 'inherit', borderColor: 'currentColor', outlineColor: 'currentColor' },
    },
  });
}
