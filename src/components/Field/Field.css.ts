import { globalStyle, style } from '@vanilla-extract/css';
import {
  focusedFieldInForcedColors,
  focusRing,
  forcedColorsQuery,
  highlightInForcedColors,
  textInOwnDirection,
  textInOwnDirectionRules,
  vars,
  sprinkles,
} from '@/lib/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontFamily: vars.font.body, minInlineSize: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const required = style({ color: vars.color.warn, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

/** Help text and the character count share a line: the count at the end. */
export const withCounter = sprinkles({ display: 'flex', gap: 'sm', justifyContent: 'space-between' });

export const counter = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const counterOver = style([counter, { color: vars.color.warn, fontWeight: 600 }]);

export const error = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.warn,
});

/** The box around text inputs, select buttons and date inputs. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '40px',
  inlineSize: '100%',
  // A select's control is a button, whose own padding would make it 2 px taller than the other fields.
  paddingBlock: 0,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  textAlign: 'start',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textDisabled },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-invalid]': { borderColor: vars.color.warn },
    // A select's button is not marked invalid itself; its field is.
    '[data-invalid] > &': { borderColor: vars.color.warn },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': {
    [forcedColorsQuery]: { selectors: { '&[data-focused], &[data-focus-within], &[data-focus-visible]': focusedFieldInForcedColors } },
  },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  paddingBlock: vars.space.sm,
  '::placeholder': { color: vars.color.textSecondary },
});

/**
 * A text input or text area: the control's box with the input's text settings. What is typed takes its
 * own direction, so a German title in the Arabic layout shows its beginning, not its end, and its full
 * stop at its end; the placeholder and an Arabic value read right to left, as before.
 */
export const textInput = style([
  control,
  {
    ...textInOwnDirectionRules,
    paddingBlock: vars.space.sm,
    '::placeholder': { color: vars.color.textSecondary },
  },
]);

/** A bare input inside a control (a combo box's): what is typed takes its own direction, as in `textInput`. */
export const typedInput = style([input, textInOwnDirection]);

export const listBox = style({ padding: vars.space.xs, outline: 'none', maxBlockSize: '300px', overflow: 'auto' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.hover },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});

// The option the arrow keys are on: the focus stays in the field, so this is all that shows where it is.
highlightInForcedColors(`${option}[data-focused]`);

export const empty = style({ padding: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

/** A button inside a control (open the list, open the calendar). */
export const inlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-focus-visible]': focusRing(),
  },
});

/** The minimum width of a list that drops down from a control: the control's own width. */
export const dropdown = style({ minInlineSize: 'var(--trigger-width)' });

// A chosen option with an icon (an icon picker) keeps a little room between icon and text.
globalStyle(`${input} > svg`, { marginInlineEnd: vars.space.xs, verticalAlign: 'middle' });
