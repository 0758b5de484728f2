import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

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
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingBlockStart: vars.space.lg, borderBlockStart: `1px solid ${vars.color.border}` });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
