import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@/lib/theme';

/** Long text set for reading: a measure of about 75 characters, headings that step down, quiet tables. */
export const markdown = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

const within = (selector: string) => `${markdown} ${selector}`;

globalStyle(within(':is(h1, h2, h3, h4, h5, h6)'), {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
  marginBlock: `${vars.space.xl} ${vars.space.sm}`,
  // A heading reached by its id is not hidden under the app's top bar.
  scrollMarginBlockStart: '5rem',
});
globalStyle(within('h1'), { fontSize: vars.fontSize.xxl });
globalStyle(within('h2'), { fontSize: vars.fontSize.xl, paddingBlockEnd: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}` });
globalStyle(within('h3'), { fontSize: vars.fontSize.lg });
globalStyle(within(':is(h4, h5, h6)'), { fontSize: vars.fontSize.md });
globalStyle(within('> :first-child'), { marginBlockStart: 0 });
globalStyle(within('> :last-child'), { marginBlockEnd: 0 });
globalStyle(within(':is(p, ul, ol, blockquote, figure, hr)'), { marginBlock: `0 ${vars.space.md}` });
globalStyle(within(':is(p, li, blockquote)'), { maxInlineSize: '75ch' });
globalStyle(within(':is(ul, ol)'), { paddingInlineStart: vars.space.xl });
globalStyle(within('li + li'), { marginBlockStart: vars.space.xxs });
globalStyle(within('a'), {
  color: vars.color.primary,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
});
globalStyle(within('blockquote'), {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
});
globalStyle(within('hr'), { border: 0, borderBlockStart: `1px solid ${vars.color.border}` });
globalStyle(within('img'), { maxInlineSize: '100%', blockSize: 'auto' });
// Code reads left to right on every page: in an Arabic sentence `javascript:` keeps its colon at its
// end. An embedding rather than an isolate, so that `Ctrl` + `K` stays in that order too.
globalStyle(within(':not(pre) > code'), {
  direction: 'ltr',
  unicodeBidi: 'embed',
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.hover,
});
// An Arabic document counts its lists (and its footnotes) in the digits the app writes Arabic numbers in.
globalStyle(within('ol:lang(ar)'), { listStyleType: 'arabic-indic' });
globalStyle(within('li:has(> input[type="checkbox"])'), { listStyle: 'none' });
globalStyle(within('.footnotes'), {
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const taskBox = style({
  marginInlineEnd: vars.space.xs,
  marginInlineStart: `calc(-1 * ${vars.space.lg})`,
  accentColor: vars.color.primary,
});

export const tableScroller = style({
  overflowX: 'auto',
  marginBlock: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing(2) },
});
globalStyle(`${tableScroller} table`, { borderCollapse: 'collapse', minInlineSize: '100%' });
globalStyle(`${tableScroller} :is(th, td)`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${tableScroller} th`, { background: vars.color.hover, fontWeight: vars.fontWeight.semibold });

export const codeBlock = style({
  margin: `0 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const codeHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: `${vars.space.md} ${vars.space.xs}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const codeLanguage = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, fontWeight: vars.fontWeight.medium });

export const pre = style({
  margin: 0,
  padding: vars.space.md,
  overflowX: 'auto',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  tabSize: 2,
  textAlign: 'left',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing(-2) },
});

/** highlight.js's token classes in the theme's colours (each reads on the block's surface in both schemes). */
const tokenColours: [classes: string[], style: { color: string; fontStyle?: 'italic' }][] = [
  [['keyword', 'selector-tag', 'literal', 'built_in', 'doctag', 'meta .hljs-keyword'], { color: vars.color.primary }],
  [['string', 'regexp', 'addition', 'selector-attr', 'template-tag'], { color: vars.color.success }],
  [['number', 'symbol', 'deletion', 'meta', 'bullet', 'link'], { color: vars.color.warn }],
  [
    ['title', 'section', 'name', 'attr', 'attribute', 'property', 'type', 'selector-class', 'selector-id', 'variable', 'template-variable'],
    { color: vars.color.info },
  ],
  [['comment', 'quote'], { color: vars.color.textSecondary, fontStyle: 'italic' }],
];
for (const [classes, colour] of tokenColours) {
  globalStyle(classes.map((name) => `${pre} .hljs-${name}`).join(', '), colour);
}

export const message = style({ color: vars.color.textSecondary });
