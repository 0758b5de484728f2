import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const inner = style({ position: 'relative', inlineSize: '100%', margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, inlineSize: '100%' });

const headerLook = {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '32px',
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
} as const;

export const header = style({ ...headerLook, zIndex: 1 });
/** The heading of the group in view: stays at the top while its items scroll under it. */
export const stickyHeader = style({ ...headerLook, position: 'sticky', insetBlockStart: 0, zIndex: 2 });
export const headerText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
});
