export { breakpoints, mediaQueries, phoneScreenQuery, smallScreenQuery, type Breakpoint } from './breakpoints';
export { vars } from './contract.css';
export { columnsContainer, evenColumns } from './even-columns';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { textInOwnDirection, textInOwnDirectionRules, truncatedLine } from './text.css';
export { themeSelector } from './theme-selector';
export { ThemeProvider, useTheme, type ThemeProviderProps } from './ThemeProvider';
export { resolveScheme, useResolvedScheme } from './scheme';
export { edgeInForcedColors, focusedFieldInForcedColors, forcedColorsQuery, highlightInForcedColors } from './forced-colors';
export { useMediaQuery, usePhoneScreen, useSmallScreen } from './media-query';
export {
  defaultScheme,
  defaultTheme,
  fonts,
  fontSizes,
  labelColors,
  neutralPalettes,
  schemes,
  space,
  radii,
  shadows,
  themeNames,
  themePalettes,
  type ResolvedScheme,
  type Scheme,
  type ThemeName,
} from './tokens';
