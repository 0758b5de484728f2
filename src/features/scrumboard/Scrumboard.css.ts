import { style } from '@vanilla-extract/css';
import { focusRing, iconDisc, vars, sprinkles } from '@/lib/theme';

export const body = style({ minBlockSize: 0, overflow: 'auto', padding: vars.space.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const boardCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

/** Over the design system's card link: the board's title. */
export const boardLink = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const boardIcon = style(iconDisc('40px'));

export const boardTop = sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' });

/** Above the card's link, so that the menu stays pressable. */
export const boardMenu = style({ position: 'relative', zIndex: 1 });

export const members = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxs', flexWrap: 'wrap' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

/** The lists side by side, scrolling sideways when they do not fit. */
export const lists = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minBlockSize: 0,
  overflowX: 'auto',
  padding: vars.space.lg,
  blockSize: '100%',
  boxSizing: 'border-box',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 min(300px, 85vw)',
  maxBlockSize: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  position: 'relative',
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
  },
});

/** Over a list while another is carried: shows where the carried list would go. */
export const listDropTarget = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&[data-drop-target], &:focus-visible': {
      ...focusRing(2),
      background: vars.color.hover,
      opacity: 0.6,
    },
  },
});

export const columnHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
});

export const columnTitle = style({
  margin: 0,
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const cards = style({ minBlockSize: '48px', blockSize: '100%', background: 'transparent' });

/** The cards take what the column has left and scroll inside it: a long list never stretches the page. */
export const cardsScroll = style({
  flex: '1 1 auto',
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr)',
  minBlockSize: 0,
  overflow: 'hidden',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
});

export const cardTitle = style({ overflowWrap: 'anywhere' });

export const chips = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxs' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const fact = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' });

export const overdue = style([fact, { color: vars.color.warn, fontWeight: vars.fontWeight.semibold }]);

export const addForm = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, padding: vars.space.sm });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const addColumn = style([column, { padding: vars.space.sm }]);

export const message = style({ padding: vars.space.lg });

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

export const checklist = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const checklistItem = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' });

export const comment = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });
