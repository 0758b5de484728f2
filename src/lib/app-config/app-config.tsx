import { createContext, useContext, type ReactNode } from 'react';
import { defaultScheme, defaultTheme, schemes, themeNames, type Scheme, type ThemeName } from '@/lib/theme';

/** The eleven layouts of the shell (spec point 2); classy by default. */
export const layouts = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type Layout = (typeof layouts)[number];

export const defaultLayout: Layout = 'classy';

export interface AppConfig {
  layout: Layout;
  scheme: Scheme;
  theme: ThemeName;
}

export const defaultAppConfig: AppConfig = { layout: defaultLayout, scheme: defaultScheme, theme: defaultTheme };

export const isLayout = (value: unknown): value is Layout => layouts.includes(value as Layout);

/** Reads a config from untrusted input (query string, storage), keeping defaults for anything unknown. */
export function parseAppConfig(input: Partial<Record<keyof AppConfig, unknown>>, fallback: AppConfig = defaultAppConfig): AppConfig {
  return {
    layout: isLayout(input.layout) ? input.layout : fallback.layout,
    scheme: schemes.includes(input.scheme as Scheme) ? (input.scheme as Scheme) : fallback.scheme,
    theme: themeNames.includes(input.theme as ThemeName) ? (input.theme as ThemeName) : fallback.theme,
  };
}

const AppConfigContext = createContext<AppConfig>(defaultAppConfig);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
