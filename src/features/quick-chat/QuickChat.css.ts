import { style } from '@vanilla-extract/css';
import { edgeInForcedColors, forcedColorsQuery, highlightInForcedColors, mediaQueries, truncatedLine, vars } from '@/lib/theme';

export const layout = style({ flex: 1, minBlockSize: 0, display: 'flex' });

/** The conversation list's column, the same width whether it holds the list, placeholders or an error. */
const listColumn = style({
  flexShrink: 0,
  inlineSize: '100%',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.sm]: { inlineSize: '260px' } },
  selectors: { '[data-conversation-open] &': { display: 'none', '@media': { [mediaQueries.sm]: { display: 'block' } } } },
});

export const list = style([listColumn, { overflowY: 'auto', listStyle: 'none', margin: 0, padding: 0 }]);
export const listState = style([listColumn, { padding: vars.space.lg }]);
/** A list that failed has nothing to choose from: its message takes the room. */
export const listError = style({ flex: 1, padding: vars.space.lg });
export const placeholderRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBlockEnd: vars.space.lg });
export const placeholderText = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A conversation of the list, drawn on the design system's pressable area (see QuickChat). */
export const chatButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  textAlign: 'start',
  selectors: { '&[aria-current="true"]': { background: vars.color.primaryMuted } },
});

highlightInForcedColors(`${chatButton}[aria-current="true"]`);

export const chatText = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' });
export const chatName = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const chatPreview = style([truncatedLine, { fontSize: vars.fontSize.xs, color: vars.color.textSecondary }]);

export const conversation = style({
  flex: 1,
  minInlineSize: 0,
  display: 'none',
  flexDirection: 'column',
  '@media': { [mediaQueries.sm]: { display: 'flex' } },
  selectors: { '[data-conversation-open] &': { display: 'flex' } },
});

export const conversationHead = style({
  display: 'flex',
  minInlineSize: 0,
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const contactName = style([truncatedLine, { minInlineSize: 0 }]);

/** The contact's name as a button: it gives way to the actions on a narrow screen, the name cut short. */
export const contactButton = style({
  flex: '0 1 auto',
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.hover } },
});

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' });

/** Room after the last message of one side, before the other answers. */
export const groupEnd = style({ marginBlockEnd: vars.space.sm });

export const backButton = style({ '@media': { [mediaQueries.sm]: { display: 'none' } } });

export const messages = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  margin: 0,
  listStyle: 'none',
  background: vars.color.background,
});

export const separator = style({
  alignSelf: 'center',
  marginBlock: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const bubble = style({
  maxInlineSize: '80%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** Mine at the end side in the primary colour, theirs at the start side: mirrored in Arabic. */
export const mine = style({
  alignSelf: 'flex-end',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderEndEndRadius: vars.radius.sm,
  // Its colour is its only edge; forced colours draw no backgrounds, and theirs keep their border.
  '@media': { [forcedColorsQuery]: edgeInForcedColors },
});
export const theirs = style({
  alignSelf: 'flex-start',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderEndStartRadius: vars.radius.sm,
});

export const meta = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
});

/** On its own surface: the warning colour would not read on the primary colour of my bubble. */
export const failed = style({
  alignSelf: 'flex-end',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  color: vars.color.warn,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const composerField = style({ flex: 1, minInlineSize: 0 });
export const state = style({ padding: vars.space.lg });
