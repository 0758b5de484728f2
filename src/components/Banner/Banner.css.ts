import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const banner = style({
  display: 'flex',
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

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
