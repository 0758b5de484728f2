import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';
import { panelHeader } from '../styles/panel.css';

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

/**
 * Title and actions on one line where both fit; where they do not, the actions take the next line
 * (at its end) instead of squeezing the title until a word breaks.
 */
export const header = style([panelHeader, { flexWrap: 'wrap' }]);
export const actions = style({ marginInlineStart: 'auto' });

/** The title and subtitle: they wrap, a long address too, rather than push the card wider than its place. */
export const heading = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const body = style({ padding: vars.space.lg });
export const flush = style({ padding: 0 });
