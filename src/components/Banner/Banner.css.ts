import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

/**
 * The icon and the text on one line, the buttons beside them while the text keeps room for a few
 * words; in a narrow column (a list beside a page) the buttons go below, at the end, instead of
 * squeezing the text to a word a line or leaving the banner.
 */
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const tones = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.caution },
  critical: { borderInlineStartColor: vars.color.warn },
});

export const iconTones = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.caution },
  critical: { color: vars.color.warn },
});

export const icon = style({ flex: 'none' });
export const content = style({
  flex: '1 1 12rem',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'break-word',
});
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
