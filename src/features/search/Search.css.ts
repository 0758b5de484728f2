import { style } from '@vanilla-extract/css';
import {
  focusedFieldInForcedColors,
  forcedColorsQuery,
  highlightInForcedColors,
  textInOwnDirection,
  truncatedLine,
  vars,
} from '@/lib/theme';

/** The opened bar covers the whole top bar, as in the template. */
export const bar = style({
  position: 'absolute',
  inset: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
});

export const comboBox = style({ flex: 1, display: 'flex', minInlineSize: 0 });

/** What is typed takes its own direction: a German name searched in the Arabic layout shows its beginning. */
export const barInput = style([
  textInOwnDirection,
  {
    flex: 1,
    minInlineSize: 0,
    blockSize: '100%',
    minBlockSize: '48px',
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.lg,
    outline: 'none',
    '::placeholder': { color: vars.color.textSecondary },
  },
]);

export const basicControl = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
  '@media': { [forcedColorsQuery]: { selectors: { '&[data-focus-within]': focusedFieldInForcedColors } } },
});

export const basicInput = style([barInput, { fontSize: vars.fontSize.md, minBlockSize: '38px', color: vars.color.text }]);

/** The suggestions' size; their surface is the design system's overlay surface (see Search). */
export const popover = style({
  inlineSize: 'min(var(--trigger-width), 640px)',
  minInlineSize: '280px',
  maxInlineSize: 'calc(100vw - 16px)',
});

export const listBox = style({ maxBlockSize: 'min(420px, 60vh)', overflowY: 'auto', padding: vars.space.xs, outline: 'none' });

export const setHeader = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.hover } },
});

highlightInForcedColors(`${option}[data-focused]`);

export const optionText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const secondary = style([truncatedLine, { fontSize: vars.fontSize.xs, color: vars.color.textSecondary }]);
export const completed = style({ textDecoration: 'line-through', color: vars.color.textSecondary });
export const pageIcon = style({ display: 'inline-flex', color: vars.color.textSecondary, inlineSize: '32px', justifyContent: 'center' });
export const match = style({ background: vars.color.primaryMuted, color: 'inherit', borderRadius: vars.radius.sm });
export const empty = style({ padding: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
