/** Screen widths from the spec (point 3, layout config), in pixels. */
export const breakpoints = {
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1440,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `min-width` media queries, mobile first: `mediaQueries.md` matches at 960 px and wider. */
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

/** Below md the navigation opens over the page (spec point 2, layouts). */
export const smallScreenQuery = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

/** Below sm: a phone, where the top bar keeps only what fits beside the navigation toggle. */
export const phoneScreenQuery = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;
