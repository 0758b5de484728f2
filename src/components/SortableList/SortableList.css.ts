import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';
import { dragHandle } from '../styles/drag-handle.css';

/** The scroll container: the virtualiser lays the rows out inside it. */
export const list = style({
  position: 'relative',
  overflowY: 'auto',
  overflowX: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing(-2),
    '&[data-drop-target]': { background: vars.color.hover },
  },
});

/** What an empty list says sits where its first row would. */
export const empty = style({ padding: `${vars.space.sm} ${vars.space.md}` });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '52px',
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  borderInlineStart: '3px solid transparent',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-href]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-focus-visible]': focusRing(-2),
    '&[data-dragging]': { opacity: 0.5 },
  },
});

/** The row whose detail is open. */
export const current = style({ background: vars.color.primaryMuted, borderInlineStartColor: vars.color.primary });

export const handle = style([dragHandle]);

export const content = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: 1, minInlineSize: 0 });

/** Where the dragged rows would land: a line between two rows. */
export const dropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `1px solid ${vars.color.primary}`, background: vars.color.primary },
  },
});

/** The picture that follows the pointer while dragging. */
export const preview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxInlineSize: '320px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
