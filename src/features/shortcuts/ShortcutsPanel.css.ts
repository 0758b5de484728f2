import { style } from '@vanilla-extract/css';
import { iconDisc, vars } from '@/lib/theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A shortcut: drawn on the design system's pressable area (see ShortcutsPanel). */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: '124px',
  padding: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textAlign: 'center',
  selectors: { '&[data-disabled]': { cursor: 'progress', opacity: 0.6 } },
});

export const cell = style({
  selectors: {
    // A rule between the two columns, drawn at the end side so it mirrors in Arabic.
    '&:nth-child(odd)': { borderInlineEnd: `1px solid ${vars.color.border}` },
  },
});

export const tileIcon = style(iconDisc('48px'));

export const editMark = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  color: vars.color.textSecondary,
});

export const tileLabel = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const tileDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg });
export const formActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingBlockStart: vars.space.sm });
export const spacer = style({ flex: 1 });
