/** Navigation items as data (spec point 3). The host (the shell) adds rules and actions to the API's items. */
export type NavigationItemType = 'basic' | 'collapsable' | 'group' | 'divider' | 'spacer' | 'aside';

export interface NavigationItem<Context = unknown> {
  id: string;
  type: NavigationItemType;
  title?: string;
  subtitle?: string;
  icon?: string;
  badge?: { title?: string; classes?: string };
  /** An in-app path (through the router), or with `externalLink` an address elsewhere. */
  link?: string;
  externalLink?: boolean;
  target?: '_blank' | '_self' | '_parent' | '_top';
  /** Active only on exactly this path, not on paths below it. */
  exactMatch?: boolean;
  disabled?: boolean;
  tooltip?: string;
  /** Hidden when the rule answers true for the host's context (e.g. the user's role). */
  hidden?: (context: Context) => boolean;
  /** A click action instead of a link. */
  function?: (item: NavigationItem<Context>) => void;
  children?: NavigationItem<Context>[];
  classes?: { wrapper?: string; icon?: string; title?: string; subtitle?: string };
}

export const navigationSetNames = ['compact', 'default', 'futuristic', 'horizontal'] as const;
export type NavigationSetName = (typeof navigationSetNames)[number];

/** The answer of `GET api/common/navigation`. */
export type NavigationSets = Record<NavigationSetName, NavigationItem[]>;

export const navigationAppearances = ['default', 'compact', 'dense', 'thin'] as const;
export type NavigationAppearance = (typeof navigationAppearances)[number];

/** Widths from the spec (point 9), in pixels. */
export const navigationWidths: Record<NavigationAppearance, number> = { default: 280, compact: 112, dense: 80, thin: 80 };

/** Timings from the spec (point 9), in milliseconds. */
export const navigationTimings = {
  /** The backdrop of over mode fades in and out. */
  overlayFade: 300,
  /** After a change between side and over mode, animations come back on. */
  animationsAfterModeChange: 500,
  /** After a collapsable opens or closes, the scroll area is refreshed. */
  refreshAfterToggle: 250,
  /** After the window is resized, the scroll area is laid out again. */
  relayoutAfterResize: 150,
} as const;
