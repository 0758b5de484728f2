import { style, styleVariants } from '@vanilla-extract/css';
import { forcedColorsQuery, vars } from '@/lib/theme';

export const root = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.primaryMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const sizes = styleVariants({
  sm: { inlineSize: '32px', blockSize: '32px', fontSize: vars.fontSize.xs },
  md: { inlineSize: '40px', blockSize: '40px', fontSize: vars.fontSize.sm },
  lg: { inlineSize: '64px', blockSize: '64px', fontSize: vars.fontSize.lg },
  xl: { inlineSize: '96px', blockSize: '96px', fontSize: vars.fontSize.xl },
});

export const fallbackIcon = style({ inlineSize: '70%', blockSize: '70%', marginBlockStart: '30%', color: vars.color.textSecondary });

/**
 * A presence dot says its status by its colour alone: forced colours would draw every status as the
 * same empty ring, so it keeps its own colours there.
 */
const presenceInForcedColors = { forcedColorAdjust: 'none' } as const;

export const status = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  inlineSize: '28%',
  blockSize: '28%',
  minInlineSize: '8px',
  minBlockSize: '8px',
  maxInlineSize: '14px',
  maxBlockSize: '14px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  '@media': { [forcedColorsQuery]: presenceInForcedColors },
});

export const statusColors = styleVariants({
  online: { background: vars.color.success },
  away: { background: vars.color.caution },
  busy: { background: vars.color.warn },
  offline: { background: vars.color.textDisabled },
});

/** A presence dot on its own, e.g. beside a status in a menu. */
export const standaloneStatus = style({
  display: 'inline-block',
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: vars.radius.full,
  flexShrink: 0,
  '@media': { [forcedColorsQuery]: presenceInForcedColors },
});
