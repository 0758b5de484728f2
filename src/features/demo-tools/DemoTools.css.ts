import { globalStyle, style } from '@vanilla-extract/css';
import { phoneScreenQuery, vars, sprinkles } from '@/lib/theme';

/** The button's size and its distance from the screen's edges on a phone. */
const buttonSize = '40px';

/** Bottom corner, above the page, out of the way of the top bar's controls. */
export const dock = style({
  position: 'fixed',
  // Above the footer's links, which sit on the last line of every layout.
  insetBlockEnd: '72px',
  insetInlineEnd: vars.space.lg,
  zIndex: 80,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@media': {
    // A phone's page is as wide as the screen: no corner is free. The button keeps to the very foot,
    // and the page keeps a strip under its end free for it (below), so its last lines scroll above it.
    [phoneScreenQuery]: { insetBlockEnd: vars.space.sm, insetInlineEnd: vars.space.sm },
  },
});

globalStyle(`body:has(${dock})`, {
  '@media': { [phoneScreenQuery]: { paddingBlockEnd: `calc(${buttonSize} + 2 * ${vars.space.sm})` } },
});

export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const buttons = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });
