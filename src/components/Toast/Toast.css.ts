import { style, styleVariants } from '@vanilla-extract/css';
import { edgeInForcedColors, focusRing, forcedColorsQuery, vars } from '@/lib/theme';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing() },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  inlineSize: 'min(380px, calc(100vw - 32px))',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  borderInlineStart: '4px solid transparent',
  selectors: { '&[data-focus-visible]': focusRing(2) },
  // Its tone's bar at the start stays as wide as elsewhere.
  '@media': { [forcedColorsQuery]: { ...edgeInForcedColors, borderInlineStartWidth: '4px' } },
});

export const tones = styleVariants({
  neutral: {},
  success: { borderInlineStartColor: vars.color.success },
  critical: { borderInlineStartColor: vars.color.warn },
  info: { borderInlineStartColor: vars.color.info },
});

/** The tone's icon, on the title's line (its 20 px beside the title's 20 px line). */
export const toneIcon = style({ flexShrink: 0, inlineSize: '20px', blockSize: '20px' });

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const action = style({
  alignSelf: 'center',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: vars.space.xs,
  outline: 'none',
  // react-aria's buttons mark keyboard focus with the attribute; the plain toasts' buttons are native.
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing() },
});
export const close = style([action, { textDecoration: 'none', display: 'inline-flex' }]);
