import { style } from '@vanilla-extract/css';
import { focusRing, highlightInForcedColors, truncatedLine, vars } from '@/lib/theme';

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.body,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  color: vars.color.text,
});

export const headerCell = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  blockSize: '44px',
  paddingInline: vars.space.md,
  selectors: { [`${table}[data-fitted] &`]: { paddingInline: vars.space.sm } },
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textSecondary,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing(2),
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.hover },
    '&[aria-selected="true"]': { background: vars.color.primaryMuted },
    '&:focus-visible': focusRing(-2),
  },
});

highlightInForcedColors(`${row}[aria-selected="true"]`);

export const cell = style([
  truncatedLine,
  {
    paddingInline: vars.space.md,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    selectors: {
      // A table fitted to a phone: closer columns, and words that wrap onto a second line instead of being cut.
      [`${table}[data-fitted] &`]: { paddingInline: vars.space.sm, whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: 1.25 },
    },
  },
]);

export const selectCell = style({ inlineSize: '48px' });

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textSecondary });
