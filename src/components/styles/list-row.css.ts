import { style } from '@vanilla-extract/css';
import { forcedColorsQuery, highlightInForcedColors, vars } from '@/lib/theme';

/**
 * A link row of a master list beside its detail (a chat, a contact): the open one is marked with a bar
 * on its starting edge and a tinted ground. Compose it with the list's own layout of the row's content.
 */
export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: 'inherit',
  textDecoration: 'none',
  borderInlineStart: '3px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.hover },
    '&[aria-current="page"]': { background: vars.color.primaryMuted, borderInlineStartColor: vars.color.primary },
    // Inside: the list scrolls, and its edges would cut a ring drawn outside.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
  // Forced colours draw a transparent border in the text's colour: only the current row keeps its bar.
  '@media': { [forcedColorsQuery]: { borderInlineStartColor: 'Canvas' } },
});

highlightInForcedColors(`${listRow}[aria-current="page"]`);
