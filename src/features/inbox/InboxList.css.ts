import { style } from '@vanilla-extract/css';
import { iconDisc, vars } from '@/lib/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const entry = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    '&[data-unread]': { background: `color-mix(in srgb, ${vars.color.primaryMuted} 45%, transparent)` },
  },
});

export const main = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
});

export const media = style({ ...iconDisc('40px'), overflow: 'hidden' });

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const text = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
export const title = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const description = style({ color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const actions = style({ display: 'flex', flexDirection: 'column', paddingBlock: vars.space.xs });

/** The dot that marks an unread entry (its meaning is in the toggle's label). */
export const unreadDot = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  insetBlockStart: '26px',
  inlineSize: '6px',
  blockSize: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const placeholder = style({ display: 'flex', gap: vars.space.md, padding: vars.space.lg });
export const placeholderText = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const state = style({ padding: vars.space.lg });
