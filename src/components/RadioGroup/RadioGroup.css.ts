import { style } from '@vanilla-extract/css';
import { focusRing, vars, sprinkles } from '@/lib/theme';
import { choice } from '../Checkbox/Checkbox.css';

export const options = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });
export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg });

export const dot = style({
  inlineSize: '20px',
  blockSize: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.textSecondary}`,
  background: vars.color.surface,
  selectors: {
    [`${choice}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
    [`${choice}[data-focus-visible] &`]: focusRing(2),
  },
});
