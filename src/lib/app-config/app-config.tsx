import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

/** Where the composed app keeps the configuration between visits. */
export const appConfigStorageKey = 'call-center.config';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored configuration, or the defaults when there is none or it is unreadable. */
export function loadAppConfig(storage: KeyValueStorage | null): AppConfig {
  try {
    return parseAppConfig(JSON.parse(storage?.getItem(appConfigStorageKey) ?? '{}') as Record<string, unknown>);
  } catch {
    return defaultAppConfig;
  }
}

export function saveAppConfig(storage: KeyValueStorage | null, config: AppConfig) {
  try {
    storage?.setItem(appConfigStorageKey, JSON.stringify(config));
  } catch {
    // Storage may be full or refused (private mode): the choice then lasts for this page only.
  }
}

interface AppConfigState {
  config: AppConfig;
  update: (change: Partial<AppConfig>) => void;
}

const AppConfigContext = createContext<AppConfigState>({ config: defaultAppConfig, update: () => {} });

export interface AppConfigProviderProps {
  /** The configuration the page starts with; a new value (e.g. a workbench toolbar change) replaces the state. */
  config: AppConfig;
  /** Where changes are kept (the composed app passes localStorage; the workbench keeps them per story). */
  storage?: KeyValueStorage | null;
  children: ReactNode;
}

export function AppConfigProvider({ config: initial, storage = null, children }: AppConfigProviderProps) {
  const [config, setConfig] = useState(initial);
  const [seenInitial, setSeenInitial] = useState(initial);
  if (seenInitial !== initial) {
    setSeenInitial(initial);
    setConfig(initial);
  }
  const update = useCallback(
    (change: Partial<AppConfig>) =>
      setConfig((current) => {
        const next = parseAppConfig({ ...current, ...change }, current);
        return next.layout === current.layout && next.scheme === current.scheme && next.theme === current.theme ? current : next;
      }),
    [],
  );
  // Changes are kept; the starting configuration is not written back (it came from storage or the address).
  useEffect(() => {
    if (config !== seenInitial) saveAppConfig(storage, config);
  }, [config, seenInitial, storage]);
  const value = useMemo(() => ({ config, update }), [config, update]);
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext).config;
}

/** Changes the configuration (and keeps it, where the provider was given storage). */
export function useUpdateAppConfig(): AppConfigState['update'] {
  return useContext(AppConfigContext).update;
}
