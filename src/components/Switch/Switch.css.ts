import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';
import { choice } from '../Checkbox/Checkbox.css';

export const switchRoot = choice;

export const track = style({
  position: 'relative',
  inlineSize: '36px',
  blockSize: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.textDisabled,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.primary },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `inset-inline-start ${vars.duration.fast}`,
  selectors: { [`${choice}[data-selected] &`]: { insetInlineStart: '18px' } },
});
