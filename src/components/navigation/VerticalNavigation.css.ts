import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusRing, highlightInForcedColors, vars } from '@/lib/theme';

export const width = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The over mode's dialog adds no box of its own: the panel places itself. */
export const dialog = style({ display: 'contents' });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 90,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.overlay} ease-out`,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: width,
  minInlineSize: width,
  blockSize: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  transition: `inline-size ${vars.duration.fast}, min-inline-size ${vars.duration.fast}`,
  selectors: {
    // `display: flex` above would otherwise beat the hidden attribute of a closed navigation.
    '&[hidden]': { display: 'none' },
    '&[data-position="right"]': { borderInlineEnd: 'none', borderInlineStart: `1px solid ${vars.color.border}` },
    '&[data-mode="over"]': { position: 'fixed', insetBlock: 0, zIndex: 91, boxShadow: vars.shadow.lg },
    '&[data-mode="over"][data-position="left"]': { insetInlineStart: 0 },
    '&[data-mode="over"][data-position="right"]': { insetInlineEnd: 0 },
    '&[data-animations="off"]': { transition: 'none' },
    // Dense opens to the default width while the pointer is over it.
    '&[data-appearance="dense"][data-hovered]': { inlineSize: '280px', minInlineSize: '280px' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  flex: 1,
});
export const nested = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const scroll = style({ flex: 1, display: 'flex', flexDirection: 'column', minBlockSize: 0 });

/** The shape of an entry: shared by the entries and the rows that stand in for them while the menu loads. */
const entryShape = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  selectors: {
    '[data-appearance="compact"] &': {
      flexDirection: 'column',
      gap: vars.space.xxs,
      paddingBlock: vars.space.sm,
      justifyContent: 'center',
    },
    '[data-appearance="dense"] &, [data-appearance="thin"] &': { justifyContent: 'center' },
    '[data-appearance="dense"][data-hovered] &': { justifyContent: 'flex-start' },
  },
});

export const item = style([
  entryShape,
  {
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover:not([aria-disabled="true"]), &[data-hovered]:not([aria-disabled="true"])': { background: vars.color.hover },
      '&[aria-current="page"]': { background: vars.color.primaryMuted, color: vars.color.text },
      '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&:focus-visible, &[data-focus-visible]': focusRing(-2),
      '[data-appearance="compact"] &': { textAlign: 'center', fontSize: vars.fontSize.xs },
    },
  },
]);

highlightInForcedColors(`${item}[aria-current="page"]`);

/** The rows that stand in for the entries: as many as fit, never a scroll bar of their own. */
export const placeholderList = style({ minBlockSize: 0, overflow: 'hidden' });

/** A row standing in for an entry while the menu loads. */
export const placeholderEntry = entryShape;

/** Its title's bar: beside the icon, below it in compact, none where only icons show. */
export const placeholderTitle = style({
  flex: 1,
  minInlineSize: 0,
  selectors: {
    '[data-appearance="compact"] &': { flex: 'none', alignSelf: 'stretch', display: 'flex', justifyContent: 'center' },
    '[data-appearance="dense"]:not([data-hovered]) &, [data-appearance="thin"] &': { display: 'none' },
  },
});

export const icon = style({ flexShrink: 0, color: vars.color.textSecondary });

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  selectors: {
    // Only icons in the narrow appearances; the title stays the accessible name and becomes the tooltip.
    '[data-appearance="dense"] &, [data-appearance="thin"] &': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '[data-appearance="dense"][data-hovered] &': {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
    '[data-appearance="compact"] &': { flex: 'none', alignItems: 'center' },
  },
});

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // The full width has no tooltip to show a cut title: it wraps instead (under a reader's wider
    // text spacing, a long German word breaks where it must). The narrow appearances keep one line,
    // with the title as their tooltip.
    '[data-appearance="default"] &': { whiteSpace: 'normal', overflowWrap: 'anywhere', hyphens: 'auto' },
  },
});
export const subtitle = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary, fontWeight: vars.fontWeight.regular });

export const chevron = style({
  marginInlineStart: 'auto',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
    '[dir="rtl"] [aria-expanded="false"] > &': { transform: 'scaleX(-1)' },
    // The narrow appearances have no room for it; aria-expanded still says open or closed.
    '[data-appearance="compact"] &, [data-appearance="thin"] &, [data-appearance="dense"]:not([data-hovered]) &': { display: 'none' },
  },
});

export const groupHeading = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.primary,
  selectors: { '[data-appearance="dense"] &, [data-appearance="thin"] &, [data-appearance="compact"] &': { display: 'none' } },
});

export const groupSubtitle = style({
  display: 'block',
  textTransform: 'none',
  letterSpacing: 0,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textSecondary,
});

export const groupList = style({ paddingInlineStart: 0 });

export const divider = style({ blockSize: '1px', border: 'none', margin: `${vars.space.sm} 0`, background: vars.color.border });
export const spacer = style({ flex: 1, minBlockSize: vars.space.lg });

export const badge = style({
  marginInlineStart: 'auto',
  selectors: {
    // On the icon's corner where the title is small or hidden.
    '[data-appearance="compact"] &, [data-appearance="thin"] &, [data-appearance="dense"]:not([data-hovered]) &': {
      position: 'absolute',
      insetBlockStart: '4px',
      insetInlineEnd: '8px',
    },
  },
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const aside = style({
  position: 'fixed',
  insetBlock: 0,
  zIndex: 92,
  inlineSize: '280px',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderInlineStart: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  overflowY: 'auto',
});

export const asideTitle = style({ margin: 0, padding: vars.space.md, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
