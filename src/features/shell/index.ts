export { navigationQueryOptions } from './api/get-navigation';
export { menuVisibility } from './menu/menu-visibility';
export { useMenu } from './menu/use-menu';
export type { LayoutHandle } from './layout/use-layout';
export { useShellUser } from './user/use-shell-user';
