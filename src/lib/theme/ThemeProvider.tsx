import { useLayoutEffect, type ReactNode } from 'react';
import { useResolvedScheme } from './scheme';
import './themes.css';
import type { Scheme, ThemeName } from './tokens';

export interface ThemeProviderProps {
  theme: ThemeName;
  scheme: Scheme;
  children: ReactNode;
}

/**
 * Paints the document in a theme and scheme. They are attributes of `<html>`, so that the page
 * background, scrollbars and portals (dialogs, toasts) share the theme with the app, and a later
 * provider simply overwrites an earlier one's choice.
 */
export function ThemeProvider({ theme, scheme, children }: ThemeProviderProps) {
  const resolvedScheme = useResolvedScheme(scheme);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.scheme = resolvedScheme;
    root.style.colorScheme = resolvedScheme;
  }, [theme, resolvedScheme]);

  return children;
}
