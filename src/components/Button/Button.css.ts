import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, highlightInForcedColors, vars } from '@/lib/theme';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    // Safari's default align-items for buttons would shift the label.
    WebkitAppearance: 'none',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing(2),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]:not([data-disabled])': { boxShadow: `inset 0 0 0 100px ${vars.color.hoverOnFilled}` } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.hover } },
      },
      danger: {
        background: vars.color.warn,
        color: vars.color.onWarn,
        selectors: { '&[data-hovered]:not([data-disabled])': { boxShadow: `inset 0 0 0 100px ${vars.color.hoverOnFilled}` } },
      },
    },
    size: {
      sm: { minBlockSize: '32px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minBlockSize: '40px', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minBlockSize: '48px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
    // A full-width button's label may wrap: its width is the container's, not its text's.
    fullWidth: { true: { inlineSize: '100%', whiteSpace: 'normal', textAlign: 'center' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

/** A pressed toggle (a star, a mark) shows in the accent colour on a tinted ground. */
export const pressable = style({ selectors: { '&[aria-pressed="true"]': { color: vars.color.caution, background: vars.color.hover } } });

highlightInForcedColors(`${pressable}[aria-pressed="true"]`);

// Transparent, not hidden: the label stays the button's accessible name while it is busy.
export const pendingLabel = style({ opacity: 0 });
export const pendingSpinner = style({ position: 'absolute' });
export const content = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'inherit',
});

/** A counter on an icon button's corner (unread messages); it sits at the end side in either direction. */
export const cornerBadge = style({
  position: 'absolute',
  insetBlockStart: '-2px',
  insetInlineEnd: '-4px',
  pointerEvents: 'none',
});
export const withCornerBadge = style({ position: 'relative', display: 'inline-flex' });

/** An icon button's room with nothing in it. */
export const space = style({ visibility: 'hidden', pointerEvents: 'none' });

/** Every word of a switching label in one cell, so the widest sets the width. */
export const switchingLabel = style({ display: 'inline-grid' });
globalStyle(`${switchingLabel} > *`, { gridArea: '1 / 1' });
export const switchingLabelHidden = style({ visibility: 'hidden' });
