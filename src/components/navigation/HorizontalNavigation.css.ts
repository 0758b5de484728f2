import { style } from '@vanilla-extract/css';
import { focusRing, highlightInForcedColors, vars } from '@/lib/theme';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const entry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: '40px',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.hover },
    '&[aria-current="page"], &[data-active]': { background: vars.color.primaryMuted },
    '&[data-disabled], &[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRing(-2),
  },
});

highlightInForcedColors(`${entry}[aria-current="page"]`);
highlightInForcedColors(`${entry}[data-active]`);

/** An entry's place while the menu loads. */
export const placeholderEntry = style({ display: 'inline-flex', alignItems: 'center', blockSize: '40px', paddingInline: vars.space.md });

export const submenu = style({ minInlineSize: '200px' });
