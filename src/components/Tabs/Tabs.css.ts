import { style } from '@vanilla-extract/css';
import { focusRing, forcedColorsQuery, vars } from '@/lib/theme';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontFamily: vars.font.body });

export const list = style({ display: 'flex', gap: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}`, overflowX: 'auto' });

export const tab = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  marginBlockEnd: '-1px',
  borderBlockEnd: '2px solid transparent',
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': { ...focusRing(-2), borderRadius: vars.radius.sm },
  },
  // Forced colours draw every tab's transparent underline in the text's colour: only the chosen tab keeps one, in Highlight.
  '@media': {
    [forcedColorsQuery]: {
      borderBlockEndColor: 'Canvas',
      selectors: { '&[data-selected]': { color: 'Highlight', borderBlockEndColor: 'Highlight' } },
    },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing(), borderRadius: vars.radius.sm } },
});
