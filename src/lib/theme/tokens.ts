/**
 * The raw design tokens. Themes only supply colours; every other scale is shared.
 * Colour pairs were chosen for WCAG AA contrast: `primary` reads as text on `background`
 * and `surface`, and `onPrimary` reads on `primary`, in both schemes.
 */
export const themeNames = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof themeNames)[number];

export const schemes = ['light', 'dark', 'auto'] as const;
export type Scheme = (typeof schemes)[number];
export type ResolvedScheme = Exclude<Scheme, 'auto'>;

export const defaultTheme: ThemeName = 'brand';
export const defaultScheme: Scheme = 'light';

export interface PaletteTokens {
  primary: string;
  onPrimary: string;
  primaryMuted: string;
  accent: string;
  onAccent: string;
}

/** Each theme's signature colours, per scheme. */
export const themePalettes: Record<ThemeName, Record<ResolvedScheme, PaletteTokens>> = {
  default: {
    light: { primary: '#4f46e5', onPrimary: '#ffffff', primaryMuted: '#e0e7ff', accent: '#1e293b', onAccent: '#ffffff' },
    dark: { primary: '#818cf8', onPrimary: '#0f172a', primaryMuted: '#312e81', accent: '#e2e8f0', onAccent: '#0f172a' },
  },
  brand: {
    light: { primary: '#1565c0', onPrimary: '#ffffff', primaryMuted: '#dbeafe', accent: '#1e293b', onAccent: '#ffffff' },
    dark: { primary: '#64b5f6', onPrimary: '#0f172a', primaryMuted: '#1e3a5f', accent: '#e2e8f0', onAccent: '#0f172a' },
  },
  teal: {
    light: { primary: '#0f766e', onPrimary: '#ffffff', primaryMuted: '#ccfbf1', accent: '#1e293b', onAccent: '#ffffff' },
    dark: { primary: '#2dd4bf', onPrimary: '#0f172a', primaryMuted: '#134e4a', accent: '#e2e8f0', onAccent: '#0f172a' },
  },
  rose: {
    light: { primary: '#be123c', onPrimary: '#ffffff', primaryMuted: '#ffe4e6', accent: '#1e293b', onAccent: '#ffffff' },
    dark: { primary: '#fb7185', onPrimary: '#0f172a', primaryMuted: '#4c0519', accent: '#e2e8f0', onAccent: '#0f172a' },
  },
  purple: {
    light: { primary: '#9333ea', onPrimary: '#ffffff', primaryMuted: '#f3e8ff', accent: '#1e293b', onAccent: '#ffffff' },
    dark: { primary: '#c084fc', onPrimary: '#0f172a', primaryMuted: '#3b0764', accent: '#e2e8f0', onAccent: '#0f172a' },
  },
  amber: {
    light: { primary: '#b45309', onPrimary: '#ffffff', primaryMuted: '#fef3c7', accent: '#1e293b', onAccent: '#ffffff' },
    dark: { primary: '#fbbf24', onPrimary: '#0f172a', primaryMuted: '#451a03', accent: '#e2e8f0', onAccent: '#0f172a' },
  },
};

export interface NeutralTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textSecondary: string;
  textDisabled: string;
  border: string;
  hover: string;
  focusRing: string;
  warn: string;
  onWarn: string;
  success: string;
  caution: string;
  info: string;
  overlay: string;
  /** Laid over a filled control (a primary button) under the pointer: lighter in both schemes. */
  hoverOnFilled: string;
  /** Laid over a tinted control (a chip in its tone) under the pointer: a shade of its own colour. */
  hoverOnTint: string;
  /** Where a picture or video is shown (the camera preview): dark in both schemes, as a player is. */
  media: string;
  onMedia: string;
}

/** Neutral colours shared by every theme, per scheme. */
export const neutralPalettes: Record<ResolvedScheme, NeutralTokens> = {
  light: {
    background: '#f1f5f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1e293b',
    textSecondary: '#475569',
    textDisabled: '#94a3b8',
    border: '#e2e8f0',
    hover: '#e2e8f0',
    focusRing: '#2563eb',
    warn: '#b91c1c',
    onWarn: '#ffffff',
    success: '#15803d',
    caution: '#d97706',
    info: '#1d4ed8',
    overlay: 'rgba(15, 23, 42, 0.6)',
    hoverOnFilled: 'rgba(255, 255, 255, 0.12)',
    hoverOnTint: 'rgba(0, 0, 0, 0.1)',
    media: '#0f172a',
    onMedia: '#f8fafc',
  },
  dark: {
    background: '#0f172a',
    surface: '#1e293b',
    surfaceRaised: '#334155',
    text: '#f8fafc',
    textSecondary: '#a8b5c7',
    textDisabled: '#64748b',
    border: '#334155',
    hover: '#334155',
    focusRing: '#93c5fd',
    warn: '#f87171',
    onWarn: '#0f172a',
    success: '#4ade80',
    caution: '#fbbf24',
    info: '#93c5fd',
    overlay: 'rgba(2, 6, 23, 0.7)',
    hoverOnFilled: 'rgba(255, 255, 255, 0.12)',
    hoverOnTint: 'rgba(0, 0, 0, 0.1)',
    media: '#0f172a',
    onMedia: '#f8fafc',
  },
};

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { none: '0', sm: '4px', md: '8px', lg: '16px', full: '9999px' } as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  display: '3rem',
} as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lineHeights = { tight: '1.2', normal: '1.5', relaxed: '1.7' } as const;

export const fonts = {
  // Arabic glyphs come from Noto Sans Arabic; the browser fetches it only for text that needs it.
  body: '"Inter Variable", "Noto Sans Arabic Variable", system-ui, sans-serif',
  mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
} as const;

/** Durations from the spec: overlay fade 300 ms, toast 3000 ms (used by components). */
export const durations = { fast: '150ms', overlay: '300ms', slow: '500ms' } as const;

/**
 * The named colours a user may give a label (the mailbox's six), also the file manager's file
 * types: mid tones, visible on light and dark surfaces.
 */
export const labelColors = {
  blue: '#3b82f6',
  indigo: '#6366f1',
  red: '#ef4444',
  teal: '#14b8a6',
  purple: '#a855f7',
  green: '#22c55e',
} as const;
