import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const safeHtml = style({ overflowWrap: 'anywhere' });

// Highlights keep the theme's colours instead of the browser's yellow.
globalStyle(`${safeHtml} mark`, { background: vars.color.primaryMuted, color: 'inherit', borderRadius: vars.radius.sm });

// A term list reads as terms with their meaning below, not the browser's deep indent.
globalStyle(`${safeHtml} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${safeHtml} dd`, { marginInlineStart: vars.space.md, marginBlockEnd: vars.space.sm });

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical' as const,
  WebkitLineClamp: lines,
  overflow: 'hidden',
});

/** Long text ends in an ellipsis after this many lines. */
export const lineClamps = styleVariants({ 1: clamp(1), 2: clamp(2), 3: clamp(3) });
