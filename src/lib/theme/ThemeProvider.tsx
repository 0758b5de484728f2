import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useResolvedScheme } from './scheme';
import './themes.css';
import type { ResolvedScheme, Scheme, ThemeName } from './tokens';

interface ThemeState {
  theme: ThemeName;
  scheme: Scheme;
  resolvedScheme: ResolvedScheme;
}

const ThemeContext = createContext<ThemeState | null>(null);

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

  const value = useMemo(() => ({ theme, scheme, resolvedScheme }), [theme, scheme, resolvedScheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside a ThemeProvider');
  return state;
}
