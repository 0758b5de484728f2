import { style } from '@vanilla-extract/css';
import { mediaQueries, truncatedLine, vars, sprinkles } from '@/lib/theme';

/** List, conversation and (on wide screens) the contact's info side by side; on a phone one at a time. */
export const layout = style({ gridRow: '1 / -1', minBlockSize: 0, minInlineSize: 0, display: 'flex', background: vars.color.surface });

export const listColumn = style({
  flexShrink: 0,
  inlineSize: '100%',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.sm]: { inlineSize: '320px' } },
  selectors: { '[data-conversation-open] &': { display: 'none', '@media': { [mediaQueries.sm]: { display: 'flex' } } } },
});

export const listHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headEnd = style({ marginInlineStart: 'auto' });

export const search = style({ padding: vars.space.md, borderBlockEnd: `1px solid ${vars.color.border}` });

export const list = style({ flex: 1, minBlockSize: 0, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' });

export const state = style({ padding: vars.space.lg });

/** Beside the design system's list row: a chat that cannot be opened is greyed. */
export const row = style({ selectors: { '&[aria-disabled="true"]': { color: vars.color.textSecondary } } });

export const rowText = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const rowTop = sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'sm' });
export const rowBottom = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' });
export const name = style([truncatedLine, { flex: 1, minInlineSize: 0, fontWeight: vars.fontWeight.medium }]);
export const time = style({ flexShrink: 0, fontSize: vars.fontSize.xs, color: vars.color.textSecondary });
export const preview = style([truncatedLine, { flex: 1, minInlineSize: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary }]);
export const muted = style({ display: 'inline-flex', color: vars.color.textSecondary });

export const placeholder = style({
  flex: 1,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
  '@media': { [mediaQueries.sm]: { display: 'flex' } },
});

export const infoColumn = style({
  flexShrink: 0,
  inlineSize: '320px',
  overflowY: 'auto',
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });

export const infoHead = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textAlign: 'center' });

export const infoSection = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
});

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const infoLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0, overflowWrap: 'anywhere' });

export const ellipsis = style([truncatedLine, { minInlineSize: 0 }]);

export const mediaGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mediaItem = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});
