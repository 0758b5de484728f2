import type { ResolvedScheme, ThemeName } from './tokens';

/**
 * The selector a theme's tokens hang on: two attributes, set on `<html>` for the page (the last one
 * set wins) or on any element to show a part of the page in another theme (e.g. side by side).
 */
export const themeSelector = (theme: ThemeName, scheme: ResolvedScheme) => `[data-theme="${theme}"][data-scheme="${scheme}"]`;
