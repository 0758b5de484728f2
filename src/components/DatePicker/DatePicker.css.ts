import { style } from '@vanilla-extract/css';
import { focusRing, highlightInForcedColors, vars } from '@/lib/theme';

export const dateInput = style({ display: 'flex', flex: 1, paddingBlock: vars.space.sm });

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSecondary },
    '&[data-type="literal"]': { color: vars.color.textSecondary },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

highlightInForcedColors(`${segment}[data-focused]`);

export const calendar = style({ padding: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space.sm,
});
export const calendarTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textDisabled },
    '&[data-focus-visible]': focusRing(1),
  },
});

highlightInForcedColors(`${cell}[data-selected]`);
