import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, sprinkles } from '@/lib/theme';

export const room = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  maxInlineSize: '1200px',
  marginInline: 'auto',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 300px' } },
});

export const head = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const stage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const preview = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.media,
  color: vars.color.onMedia,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** The own picture is mirrored, as in a mirror: raising the right hand raises the hand on the right. */
export const video = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', transform: 'scaleX(-1)' });

export const previewNote = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});

export const controls = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'md' });
export const device = style({ minInlineSize: '200px', flex: 1 });

export const side = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const person = sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' });
export const personText = style({ display: 'flex', flexDirection: 'column', fontSize: vars.fontSize.sm });
export const personRole = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.xs });
