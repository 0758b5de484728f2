import { style } from '@vanilla-extract/css';
import { focusRing, highlightInForcedColors, vars } from '@/lib/theme';
import { surface } from '../styles/overlay.css';

export const popover = style([surface, { minInlineSize: '200px', maxInlineSize: '320px', overflow: 'auto' }]);

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '20px 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.hover },
    '&[data-disabled]': { color: vars.color.textDisabled },
    '&[data-focus-visible]': focusRing(-2),
  },
});

highlightInForcedColors(`${item}[data-focused]`);

export const description = style({ gridColumn: '2', fontSize: vars.fontSize.xs, color: vars.color.textSecondary });
export const trailing = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.xs });

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({ blockSize: '1px', marginBlock: vars.space.xs, background: vars.color.border, border: 'none' });
