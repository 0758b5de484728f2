import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  fontFamily: vars.font.body,
});

export { panelHeader as header } from '../styles/panel.css';

/** The title and subtitle: they wrap, a long address too, rather than push the card wider than its place. */
export const heading = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const body = style({ padding: vars.space.lg });
export const flush = style({ padding: 0 });
