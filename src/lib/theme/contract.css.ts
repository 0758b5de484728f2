import { createThemeContract } from '@vanilla-extract/css';

const colorKeys = {
  primary: null,
  onPrimary: null,
  primaryMuted: null,
  accent: null,
  onAccent: null,
  background: null,
  surface: null,
  surfaceRaised: null,
  text: null,
  textSecondary: null,
  textDisabled: null,
  border: null,
  hover: null,
  focusRing: null,
  warn: null,
  onWarn: null,
  success: null,
  caution: null,
  info: null,
  overlay: null,
  hoverOnFilled: null,
  hoverOnTint: null,
  media: null,
  onMedia: null,
};

const scale = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

/** The one contract every theme fills; components read only these variables. */
export const vars = createThemeContract({
  color: colorKeys,
  space: scale(['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const),
  radius: scale(['none', 'sm', 'md', 'lg', 'full'] as const),
  fontSize: scale(['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] as const),
  fontWeight: scale(['regular', 'medium', 'semibold', 'bold'] as const),
  lineHeight: scale(['tight', 'normal', 'relaxed'] as const),
  font: scale(['body', 'mono'] as const),
  shadow: scale(['sm', 'md', 'lg'] as const),
  duration: scale(['fast', 'overlay', 'slow'] as const),
});
