import type { NavigationItem } from '@/components';
import { navigationSamplePages } from '@/features/sample-apps';
import { pageAccessIds, seesInMenu, type PageAccess, type Role } from '@/features/user';

/** The table's entries that are not menu entries of their own: the sample apps' shared rule, and any session's pages. */
const notInMenu: PageAccess[] = ['sample-apps', 'session'];

/**
 * Who sees which menu entry: the page-access table's menu rule (spec point 6), the same table the
 * routes and the fake backend read. The "Sample apps" part holds the template apps outside the product
 * menu. An entry not listed (a group heading) is shown when any of its entries is.
 */
export const menuVisibility: Record<string, (role: Role) => boolean> = Object.fromEntries([
  ...pageAccessIds.filter((page) => !notInMenu.includes(page)).map((page) => [page, (role: Role) => seesInMenu(page, role)]),
  ...navigationSamplePages.map((page) => [page.id, (role: Role) => seesInMenu('sample-apps', role)]),
]);

export interface MenuContext {
  role: Role;
}

/** The items with the table's rules attached as `hidden`, at every depth. */
export function withRoleRules(items: NavigationItem[]): NavigationItem<MenuContext>[] {
  return items.map((item) => {
    const rule = menuVisibility[item.id];
    return {
      ...item,
      ...(rule ? { hidden: (context: MenuContext) => !rule(context.role) } : {}),
      ...(item.children ? { children: withRoleRules(item.children) } : {}),
    } as NavigationItem<MenuContext>;
  });
}
