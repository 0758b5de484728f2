import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { highlightInForcedColors, mediaQueries, phoneScreenQuery, truncatedLine, vars, sprinkles } from '@/lib/theme';

export const headerActions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });

export const count = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The list and the open mail: side by side from lg on when the layout is `right`, the mail under
 * the list when it is `below`; on smaller screens the open mail takes the list's place.
 */
const content = style({ display: 'grid', minBlockSize: 0, gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)' });

export const contentLayout = styleVariants({
  right: [content, { '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(320px, 2fr) minmax(0, 3fr)' } } }],
  below: [content, { '@media': { [mediaQueries.lg]: { gridTemplateRows: 'minmax(0, 1fr) minmax(0, 1.4fr)' } } }],
});

/** Hidden below lg while a mail is open: the mail has the room. */
export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  minInlineSize: 0,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: { '&[data-mail-open="true"]': { display: 'none' } },
  '@media': { [mediaQueries.lg]: { selectors: { '&[data-mail-open="true"]': { display: 'flex' } } } },
});

export const belowListPane = style({
  '@media': { [mediaQueries.lg]: { borderInlineEnd: 'none', borderBlockEnd: `1px solid ${vars.color.border}` } },
});

export const mailPane = style({ minBlockSize: 0, minInlineSize: 0, overflowY: 'auto', background: vars.color.surface });

/** The empty mail pane: only beside or under the list on wide screens. */
export const noMailPane = style({ display: 'none', '@media': { [mediaQueries.lg]: { display: 'grid', placeItems: 'center' } } });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const toolbarEnd = style({ marginInlineStart: 'auto' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', overflowY: 'auto', minBlockSize: 0, flex: 1 });

export const loadingList = style({ opacity: 0.6, transition: `opacity ${vars.duration.fast}` });

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-current="true"]': { background: vars.color.primaryMuted },
    '&:hover': { background: vars.color.hover },
  },
});

highlightInForcedColors(`${row}[data-current="true"]`);

/** A mail not read yet: its sender and subject stand out, and a bar marks its edge. */
export const unreadRow = style({
  boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
  selectors: { '[dir="rtl"] &': { boxShadow: `inset -3px 0 0 ${vars.color.primary}` } },
});

/** Above the card-wide link, so that it can be ticked on its own. */
export const rowControl = style({ position: 'relative', zIndex: 1 });

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const rowLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const ellipsis = style([truncatedLine, { minInlineSize: 0 }]);

export const sender = style([ellipsis, { fontWeight: vars.fontWeight.medium }]);
export const strong = style({ fontWeight: vars.fontWeight.bold });

export const preview = style([ellipsis, { fontSize: vars.fontSize.sm, color: vars.color.textSecondary }]);

export const rowEnd = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
});

export const marks = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxs' });

export const view = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, maxInlineSize: '960px' });

export const viewHeader = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const viewActions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xxs' });

export const people = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.sm });

export const addressLines = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const addressTerm = style({ color: vars.color.textSecondary });
export const addressValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const body = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: vars.lineHeight.relaxed });

export const attachments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const attachment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const attachmentPreview = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: '96px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.background,
  color: vars.color.textSecondary,
});

export const attachmentImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const labelChip = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' });

export const replyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const compose = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

export const addressRow = sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'xs' });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const composeFiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const composeActions = sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'sm' });

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  maxInlineSize: '720px',
  overflowY: 'auto',
});

export const settingsLabels = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // On a phone a label takes two lines; the rows (and the new label above them) stand further apart than a row's lines.
  '@media': { [phoneScreenQuery]: { gap: vars.space.lg, marginBlockStart: vars.space.lg } },
});

/**
 * A label's row (its colour's dot, name, colour and delete button) and the new label's form (name,
 * colour, add). On a phone each is two lines: the name with the line to itself, beside the dot, then
 * the colour, as wide as the rest of the line, with the button at its end.
 */
const settingsRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const settingsLabel = style([
  settingsRow,
  {
    '@media': {
      [phoneScreenQuery]: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gridTemplateAreas: '"dot name name" ". colour action"',
      },
    },
  },
]);
export const settingsNewLabel = style([
  settingsRow,
  {
    '@media': {
      [phoneScreenQuery]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"name name" "colour action"' },
    },
  },
]);
// The fields stand by their labels' tops, so that their boxes are level whatever lines they have under
// them (the name's count, an error); the colour's dot and the buttons stand at the row's middle, which
// is the boxes' middle within a pixel or two (the label above a box is about as tall as the count below).
// On a phone the button shares its line with the colour alone, whose box is at the line's foot.
globalStyle(`${settingsRow} > span`, { alignSelf: 'center', gridArea: 'dot' });
globalStyle(`${settingsRow} > button`, { alignSelf: 'center', gridArea: 'action', '@media': { [phoneScreenQuery]: { alignSelf: 'end' } } });

/** A label's name in its row: it takes what the row has left, and never less than a name and its count need. */
export const settingsName = style({ flex: '1 1 14rem', minInlineSize: 0, gridArea: 'name' });
export const settingsColour = style({ gridArea: 'colour', minInlineSize: 0 });

export const addressLine = style({ display: 'contents' });
