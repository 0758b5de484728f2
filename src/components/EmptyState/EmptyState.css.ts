import { style } from '@vanilla-extract/css';
import { iconDisc, vars } from '@/lib/theme';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.textSecondary,
});

export const icon = style({ ...iconDisc('56px'), marginBlockEnd: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const text = style({ margin: 0, maxInlineSize: '40ch' });
