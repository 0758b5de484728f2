import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/lib/theme';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      neutral: { color: vars.color.text },
      secondary: { color: vars.color.textSecondary },
      primary: { color: vars.color.primary },
      critical: { color: vars.color.warn },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular' },
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
    // A long German compound ('Benachrichtigungen') breaks on a phone rather than widening the page.
    overflowWrap: 'anywhere',
    hyphens: 'auto',
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.display, letterSpacing: '-0.02em' },
      2: { fontSize: vars.fontSize.xxl },
      3: { fontSize: vars.fontSize.xl },
      4: { fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { level: 2 },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
