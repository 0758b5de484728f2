export { mediaQueries, phoneScreenQuery, smallScreenQuery } from './breakpoints';
export { vars } from './contract.css';
export { focusRing } from './focus-ring';
export { iconDisc } from './icon-disc';
export { columnsContainer, evenColumns } from './even-columns';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { textInOwnDirection, textInOwnDirectionRules, truncatedLine } from './text.css';
export { ThemeProvider } from './ThemeProvider';
export { edgeInForcedColors, focusedFieldInForcedColors, forcedColorsQuery, highlightInForcedColors } from './forced-colors';
export { useMediaQuery, usePhoneScreen, useSmallScreen } from './media-query';
export {
  defaultScheme,
  defaultTheme,
  fontSizes,
  labelColors,
  schemes,
  space,
  themeNames,
  themePalettes,
  type ResolvedScheme,
  type Scheme,
  type ThemeName,
} from './tokens';
