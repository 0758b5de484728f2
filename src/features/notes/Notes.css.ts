import { style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

// May shrink below the search field's 280 px on a narrow phone, so that the field (at most 100 %) shrinks with it.
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minInlineSize: 0 });

export const searchField = style({ inlineSize: '280px', maxInlineSize: '100%' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
});

export const takeNote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: 'min(100%, 560px)',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const takeNoteActions = sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'sm' });

export const note = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const noteImage = style({ display: 'block', inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover' });

export const noteBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, minInlineSize: 0 });

export const noteTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const untitled = style({ fontStyle: 'italic', fontWeight: vars.fontWeight.regular, color: vars.color.textSecondary });

/** The note's text with its line breaks, cut after ten lines on the card. */
export const noteText = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 10,
  overflow: 'hidden',
});

export const tasks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const task = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, overflowWrap: 'anywhere' });

/** An item still to do: an empty circle the size of the done mark. */
export const openMark = style({
  flex: 'none',
  inlineSize: '14px',
  blockSize: '14px',
  margin: '3px',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.textSecondary}`,
});

export const doneTask = style([task, { color: vars.color.textSecondary, textDecoration: 'line-through' }]);

export const chips = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxs' });

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

export const dialogHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minBlockSize: '24px',
});

export const saveState = style({ marginInlineEnd: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const checklist = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const checklistItem = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' });

export const inline = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'xs' });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const dialogActions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });
