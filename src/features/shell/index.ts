export { getNavigation, navigationQueryOptions, useNavigationSets } from './api/get-navigation';
export { menuVisibility, withRoleRules, type MenuContext } from './menu/menu-visibility';
export { translateNavigation } from './menu/translate-navigation';
export { useMenu } from './menu/use-menu';
export { resolveLayout, type LayoutSources } from './layout/resolve-layout';
