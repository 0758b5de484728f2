import { style } from '@vanilla-extract/css';
import { edgeInForcedColors, forcedColorsQuery, vars, sprinkles } from '@/lib/theme';

export const modal = style({
  margin: 'auto',
  inlineSize: 'min(560px, calc(100vw - 32px))',
  maxBlockSize: 'calc(100vh - 64px)',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  '@media': { [forcedColorsQuery]: edgeInForcedColors },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = sprinkles({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'md' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });

export const actions = sprinkles({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 'sm' });

/** A dialog that holds a whole form (writing a mail). */
export const largeModal = style({ inlineSize: 'min(760px, calc(100vw - 32px))' });
