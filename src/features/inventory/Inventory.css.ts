import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, sprinkles } from '@/lib/theme';

/** The table page scrolls as a whole: the table, the bar over it and the pages under it. */
export const page = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const searchField = style({ inlineSize: 'min(100%, 260px)' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  minInlineSize: 0,
  '@media': { [mediaQueries.md]: { padding: vars.space.lg } },
});

export const tableCard = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

/** What the selected rows can have done to them, in place of nothing when none is selected. */
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.primaryMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bulkCount = style({ marginInlineEnd: 'auto', fontWeight: vars.fontWeight.medium });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const pageSize = style({ inlineSize: '120px' });

export const message = style({ padding: vars.space.lg });

export const thumbnail = style({
  display: 'block',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.hover,
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const stockCell = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The product form's group names stand a little further from their fields than the design system's. */
export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primaryMuted,
});

export const priceValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const gallery = sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'sm' });

export const galleryImage = style({
  inlineSize: '200px',
  blockSize: '200px',
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.hover,
});

export const galleryControls = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' });

export const formActions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });

export const deleteAction = style({ marginInlineStart: 'auto' });
