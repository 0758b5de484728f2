import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

/** The header row of a panel (card, drawer): title at the start, actions at the end, a rule below. */
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
