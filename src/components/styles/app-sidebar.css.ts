import { style } from '@vanilla-extract/css';
import { highlightInForcedColors, mediaQueries, vars } from '@/lib/theme';

/**
 * An app's own navigation (notes' views, the mailbox's folders) and its content: the navigation
 * above the content on a phone, a column beside it (the full height) from md on.
 */
export const appPanes = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: 0,
  '@media': { [mediaQueries.md]: { gridTemplateRows: 'minmax(0, 1fr)', gridTemplateColumns: '220px minmax(0, 1fr)' } },
});

export const appSidebar = style({
  minBlockSize: 0,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.md]: { overflowY: 'auto', borderBlockEnd: 'none', borderInlineEnd: `1px solid ${vars.color.border}` } },
});

/** One row that scrolls sideways on a phone; a column from md on. */
export const appSidebarList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [mediaQueries.md]: { flexDirection: 'column', overflowX: 'visible', padding: vars.space.md } },
});

/** A group's heading in the column; a phone's row goes without. */
export const appSidebarHeading = style({
  display: 'none',
  margin: 0,
  paddingBlock: `${vars.space.md} ${vars.space.xxs}`,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [mediaQueries.md]: { display: 'block' } },
});

export const appSidebarLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primaryMuted, color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
  },
});

highlightInForcedColors(`${appSidebarLink}[aria-current="page"]`);
