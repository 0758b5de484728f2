import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, highlightInForcedColors, labelColors, mediaQueries, truncatedLine, vars, sprinkles } from '@/lib/theme';

export const viewChoice = sprinkles({ display: 'flex', gap: 'xxs' });

/** The header's actions on the folder (a new folder, an upload) and the choice of view, at its end. */
export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const form = sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'md' });

/** The folder's contents alone on small screens; the details beside them from md on. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});

export const content = style({
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  '@media': { [mediaQueries.md]: { padding: vars.space.lg } },
});

export const details = style({
  minBlockSize: 0,
  overflowY: 'auto',
  background: vars.color.surface,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

const itemBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  minInlineSize: 0,
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-selected]': { background: vars.color.primaryMuted, borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing(2),
  },
});

highlightInForcedColors(`${itemBase}[data-selected]`);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(176px, 1fr))',
  gap: vars.space.md,
  outline: 'none',
});

export const gridItem = style([
  itemBase,
  { flexDirection: 'column', justifyContent: 'center', padding: vars.space.md, minBlockSize: '148px', textAlign: 'center' },
]);

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, outline: 'none' });

/** The list's columns: icon, name, size on a phone; kind and date beside them from sm on. */
const listColumns = {
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: '20px minmax(0, 1fr) 140px 80px 120px' } },
} as const;

export const listItem = style([itemBase, listColumns, { paddingBlock: vars.space.sm }]);

/** The list's column headers, each a button that sorts by it; lined up with the rows below. */
export const listHeader = style([listColumns, { border: '1px solid transparent', marginBlockEnd: vars.space.xs }]);

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing(2),
  },
});

export const sortedColumn = style({ color: vars.color.text });

/** Columns a phone has no room for. */
export const wideOnly = style({ display: 'none', '@media': { [mediaQueries.sm]: { display: 'block' } } });

export const name = style([truncatedLine, { maxInlineSize: '100%', fontWeight: vars.fontWeight.medium }]);

export const gridName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // Between words and before the ending (the name marks those places); inside a word only when the
  // word alone is wider than the tile.
  overflowWrap: 'break-word',
  // A flex item is as wide as its longest word unless told otherwise: the tile's width holds it.
  minInlineSize: 0,
  maxInlineSize: '100%',
  fontWeight: vars.fontWeight.medium,
});

export const meta = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

/** A tile's kind and size: a narrow tile wraps them between the two words, never inside the size. */
export const tileMeta = style([meta, { whiteSpace: 'normal' }]);

export const size = style({ whiteSpace: 'nowrap' });

export const kindColors = styleVariants({
  folder: { color: vars.color.primary },
  PDF: { color: labelColors.red },
  XLS: { color: labelColors.green },
  DOC: { color: labelColors.blue },
  TXT: { color: vars.color.textSecondary },
  JPG: { color: labelColors.purple },
});

export const detailsBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });

export const detailsHead = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const message = style({ padding: vars.space.lg });

export const detailsActions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });
