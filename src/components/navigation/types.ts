/** Navigation items as data (spec point 3). The component that renders them grows in its own slice. */
export type NavigationItemType = 'basic' | 'collapsable' | 'group' | 'divider' | 'spacer' | 'aside';

export interface NavigationItem {
  id: string;
  type: NavigationItemType;
  title?: string;
  subtitle?: string;
  icon?: string;
  badge?: { title?: string; classes?: string };
  link?: string;
  externalLink?: boolean;
  target?: '_blank' | '_self' | '_parent' | '_top';
  exactMatch?: boolean;
  disabled?: boolean;
  tooltip?: string;
  children?: NavigationItem[];
  classes?: { wrapper?: string; icon?: string; title?: string; subtitle?: string };
}

export const navigationSetNames = ['compact', 'default', 'futuristic', 'horizontal'] as const;
export type NavigationSetName = (typeof navigationSetNames)[number];

/** The answer of `GET api/common/navigation`. */
export type NavigationSets = Record<NavigationSetName, NavigationItem[]>;
