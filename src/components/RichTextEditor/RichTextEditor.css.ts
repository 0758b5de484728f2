import { globalStyle, style } from '@vanilla-extract/css';
import { focusedFieldInForcedColors, forcedColorsQuery, vars } from '@/lib/theme';
import { control } from '../Field/Field.css';

export const box = style([
  control,
  {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: 0,
    paddingInline: 0,
    selectors: { '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
    '@media': { [forcedColorsQuery]: { selectors: { '&:focus-within': focusedFieldInForcedColors } } },
  },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const content = style({
  minBlockSize: '180px',
  maxBlockSize: '50vh',
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  overflowWrap: 'anywhere',
  // What ProseMirror needs to keep typed spaces and breaks as they are.
  position: 'relative',
  whiteSpace: 'break-spaces',
  fontVariantLigatures: 'none',
  selectors: {
    // The empty editor's hint, from the placeholder's attribute.
    '&:has(> p.is-editor-empty:only-child)::before': {
      content: 'attr(data-placeholder)',
      float: 'inline-start',
      blockSize: 0,
      color: vars.color.textSecondary,
      pointerEvents: 'none',
    },
  },
});

// Each paragraph takes its own direction, lined up with the layout's start, as in a text field: a
// German paragraph in the Arabic layout reads from the left and keeps its full stop at its end.
const blocks = ':is(p, h1, h2, h3)';
globalStyle(`${content} ${blocks}`, { unicodeBidi: 'plaintext', textAlign: 'left' });
globalStyle(`${content}:dir(rtl) ${blocks}`, { textAlign: 'right' });
