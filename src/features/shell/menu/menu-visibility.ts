import type { NavigationItem } from '@/components';
import { navigationSamplePages } from '@/features/sample-apps';
import type { Role } from '@/features/user';

/** The roles of the menu table (spec point 6), besides which INTERPRETER and CUSTOMER exist in the domain. */
const switchingCentre: Role[] = ['SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'];

const everyoneButAnonymous = (role: Role) => role !== 'ANONYMOUS';
const only =
  (...roles: Role[]) =>
  (role: Role) =>
    roles.includes(role);

/**
 * Who sees which menu entry, exactly as the table of spec point 6. An entry not in the table (a group
 * heading) is shown when any of its entries is.
 */
export const menuVisibility: Record<string, (role: Role) => boolean> = {
  home: everyoneButAnonymous,
  calendar: everyoneButAnonymous,
  'file-manager': everyoneButAnonymous,
  analytics: everyoneButAnonymous,
  finance: everyoneButAnonymous,
  profile: everyoneButAnonymous,
  settings: everyoneButAnonymous,
  contacts: (role) => role !== 'ANONYMOUS' && role !== 'CAPTIONER',
  company: only('COMPANY_LEADER'),
  office: only('SWITCHING_CENTER_LEADER'),
  customers: only(...switchingCentre),
  interpreters: only(...switchingCentre),
  'communication-assistance': only(...switchingCentre),
  payers: only(...switchingCentre),
  manageEvents: only(...switchingCentre),
  manageEventTopic: only('ADMIN', ...switchingCentre),
  accounts: only('ADMIN'),
  notifications: only('ADMIN'),
  videos: only('ADMIN'),
  invoice: only('SWITCHING_CENTER_LEADER', 'COMPANY_LEADER'),
  help: () => true,
  'sign-out': () => true,
  // The "Sample apps" part: the template apps that are not pages of the product menu, for every signed-in role.
  ...Object.fromEntries(navigationSamplePages.map((page) => [page.id, everyoneButAnonymous])),
};

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
