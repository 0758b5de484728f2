import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, sprinkles } from '@/lib/theme';

/** The loading bar sits on the very top edge, over whatever the layout draws there. */
export const loadingBar = style({ position: 'fixed', insetBlockStart: 0, insetInline: 0, zIndex: 200 });

export const shell = style({
  display: 'flex',
  minBlockSize: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-kind="horizontal"]': { flexDirection: 'column' },
  },
});

/** Vertical layouts: the side navigation stays in view while the page scrolls. */
export const sideNavigation = style({
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100vh',
  flexShrink: 0,
  selectors: {
    // Futuristic paints its navigation in the primary colour family.
    '[data-layout="futuristic"] &': { background: vars.color.surfaceRaised },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '64px',
  // A 320 px phone needs the room for its controls.
  paddingInline: vars.space.sm,
  '@media': { [mediaQueries.sm]: { paddingInline: vars.space.md } },
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    // Enterprise: a strong accent line over the top bar; material: a tinted band the menu card overlaps.
    '[data-layout="enterprise"] &': { borderBlockStart: `4px solid ${vars.color.primary}` },
    '[data-layout="material"] &': { background: vars.color.primaryMuted, borderBlockEnd: 'none', paddingBlockEnd: vars.space.md },
    // Not sticky there, but still the box the opened search bar covers (it is placed absolutely).
    '[data-layout="classy"] &, [data-layout="futuristic"] &': { background: 'transparent', borderBlockEnd: 'none', position: 'relative' },
    '[data-layout="centered"] &': { background: 'transparent', borderBlockEnd: 'none' },
  },
});

/** The controls at the end of the top bar. */
// On a phone every control of the top bar must still fit beside the navigation toggle: no gaps there.
// They never shrink: a menu in the bar gives way first (see inBarMenu).
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: 0,
  '@media': { [mediaQueries.sm]: { gap: vars.space.xs } },
});

/**
 * A menu inside the top bar (modern): it takes the room the bar has and scrolls sideways when its groups
 * need more, so the user menu and the other controls stay on screen. Its dropdowns open outside it.
 */
export const inBarMenu = style({ minInlineSize: 0, flexShrink: 1, overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' });

/** Shown from the sm breakpoint up; on a phone the top bar keeps only what is needed there. */
export const wideOnly = style({ display: 'none', '@media': { [mediaQueries.sm]: { display: 'contents' } } });

export const spacer = style({ flex: 1 });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  whiteSpace: 'nowrap',
  color: 'inherit',
});

export const navigationBrand = style([
  brand,
  {
    minBlockSize: '64px',
    paddingInline: vars.space.lg,
    selectors: {
      '[data-appearance="compact"] &, [data-appearance="dense"] &, [data-appearance="thin"] &': {
        justifyContent: 'center',
        paddingInline: 0,
      },
    },
  },
]);

export const horizontalHeader = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 20,
  selectors: {
    '[data-width="centered"] &': { position: 'static' },
  },
});

export const menuBar = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '52px',
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '[data-layout="material"] &': {
      marginInline: 'auto',
      marginBlockStart: `calc(-1 * ${vars.space.md})`,
      inlineSize: 'min(1200px, calc(100% - 2 * 24px))',
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.md,
      border: 'none',
    },
    '[data-layout="centered"] &': { background: 'transparent', border: 'none', justifyContent: 'center' },
  },
});

/** The first stop of the keyboard: hidden until focused, then at the top start corner over everything. */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 300,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 16px))',
  selectors: { '&:focus': { transform: 'none' } },
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  // The skip link moves focus here; the content itself shows no ring for it.
  outline: 'none',
  selectors: {
    '[data-width="centered"] &': {
      inlineSize: 'min(1200px, calc(100% - 2 * 24px))',
      marginInline: 'auto',
      marginBlock: vars.space.lg,
    },
    '[data-layout="centered"] &': { background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm },
    '[data-layout="classy"] &, [data-layout="futuristic"] &': {
      marginInline: vars.space.md,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minBlockSize: '56px',
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  selectors: {
    '[data-width="centered"] &': { inlineSize: 'min(1200px, calc(100% - 2 * 24px))', marginInline: 'auto' },
  },
});

export const footerLinks = sprinkles({ display: 'flex', gap: 'lg', flexWrap: 'wrap' });
