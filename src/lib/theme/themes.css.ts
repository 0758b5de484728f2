import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeSelector } from './theme-selector';
import {
  durations,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  neutralPalettes,
  radii,
  shadows,
  space,
  themeNames,
  themePalettes,
  type ResolvedScheme,
  type ThemeName,
} from './tokens';

const makeTheme = (theme: ThemeName, scheme: ResolvedScheme) =>
  createGlobalTheme(themeSelector(theme, scheme), vars, {
    color: { ...neutralPalettes[scheme], ...themePalettes[theme][scheme] },
    space,
    radius: radii,
    fontSize: fontSizes,
    fontWeight: fontWeights,
    lineHeight: lineHeights,
    font: fonts,
    shadow: shadows,
    duration: durations,
  });

for (const theme of themeNames) {
  makeTheme(theme, 'light');
  makeTheme(theme, 'dark');
}
