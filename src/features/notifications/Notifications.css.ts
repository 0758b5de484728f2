import { style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

export const panelFooter = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxInlineSize: '860px', padding: vars.space.xl });
export const head = sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'md', flexWrap: 'wrap' });
