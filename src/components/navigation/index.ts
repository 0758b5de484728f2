export { HorizontalNavigation, type HorizontalNavigationProps } from './HorizontalNavigation';
export { activeAncestors, ancestorChain, containsActive, isActiveLink, toggleExpanded, visibleItems } from './rules';
export {
  navigationAppearances,
  navigationSetNames,
  navigationTimings,
  navigationWidths,
  type NavigationAppearance,
  type NavigationItem,
  type NavigationItemType,
  type NavigationSetName,
  type NavigationSets,
} from './types';
export { VerticalNavigation, type VerticalNavigationProps } from './VerticalNavigation';
