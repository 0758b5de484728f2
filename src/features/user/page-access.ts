import type { Role } from './types';

/**
 * Who may open which page: the one table the menu shows entries by, the route table guards pages by
 * and the fake backend answers data by (spec point 6). A page is named by its menu id; the template
 * apps outside the product menu share `sample-apps`, and `session` is any signed-in role.
 */
type Rule = (role: Role) => boolean;

const switchingCentre: Role[] = ['SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'];

const anyone: Rule = () => true;
const everyoneButAnonymous: Rule = (role) => role !== 'ANONYMOUS';
const only =
  (...roles: Role[]): Rule =>
  (role) =>
    roles.includes(role);

interface PageRule {
  /** Who may open the page and read its data. */
  open: Rule;
  /**
   * Who sees its menu entry, where that differs from who may open it: the guest has no home in the
   * menu, yet lands there after signing in; the menu's notifications entry is the admin's (sending),
   * while every signed-in user reads their own notifications on that page.
   */
  menu?: Rule;
}

export const pageAccess = {
  home: { open: anyone, menu: everyoneButAnonymous },
  calendar: { open: everyoneButAnonymous },
  'file-manager': { open: everyoneButAnonymous },
  analytics: { open: everyoneButAnonymous },
  finance: { open: everyoneButAnonymous },
  profile: { open: everyoneButAnonymous },
  settings: { open: everyoneButAnonymous },
  contacts: { open: (role) => role !== 'ANONYMOUS' && role !== 'CAPTIONER' },
  company: { open: only('COMPANY_LEADER') },
  office: { open: only('SWITCHING_CENTER_LEADER') },
  customers: { open: only(...switchingCentre) },
  interpreters: { open: only(...switchingCentre) },
  'communication-assistance': { open: only(...switchingCentre) },
  payers: { open: only(...switchingCentre) },
  manageEvents: { open: only(...switchingCentre) },
  manageEventTopic: { open: only('ADMIN', ...switchingCentre) },
  accounts: { open: only('ADMIN') },
  notifications: { open: anyone, menu: only('ADMIN') },
  videos: { open: only('ADMIN') },
  invoice: { open: only('SWITCHING_CENTER_LEADER', 'COMPANY_LEADER') },
  help: { open: anyone },
  'sign-out': { open: anyone },
  /** The template apps of the "Sample apps" part of the menu (and their documentation): every signed-in role but the guest. */
  'sample-apps': { open: everyoneButAnonymous },
  /** Pages every session has, whatever its role: the call room, the top bar's own data. */
  session: { open: anyone },
} satisfies Record<string, PageRule>;

export type PageAccess = keyof typeof pageAccess;

export const pageAccessIds = Object.keys(pageAccess) as PageAccess[];

export const isPageAccess = (value: string): value is PageAccess => Object.hasOwn(pageAccess, value);

/** Whether `role` may open the page (and read its data). */
export const mayOpen = (page: PageAccess, role: Role): boolean => pageAccess[page].open(role);

/** Whether `role` sees the page's menu entry. */
export function seesInMenu(page: PageAccess, role: Role): boolean {
  const rule: PageRule = pageAccess[page];
  return (rule.menu ?? rule.open)(role);
}
