import type { NavigationItem, NavigationSets } from '@/components/navigation';

/** One entry of the product menu (spec point 2): page id, English title, icon of the UI set. */
interface MenuEntry {
  page: string;
  title: string;
  icon: string;
  /** The German label, where the spec's menu table shows one. */
  de?: string;
}

/** The menu table of spec point 2, grouped as the default navigation shows it. */
const menuGroups: { id: string; title: string; icon: string; entries: MenuEntry[] }[] = [
  {
    id: 'workspace',
    title: 'Workspace',
    icon: 'squares-2x2',
    entries: [
      { page: 'home', title: 'Home', icon: 'home' },
      { page: 'contacts', title: 'Contacts', icon: 'users', de: 'Kontakte' },
      { page: 'calendar', title: 'Calendar', icon: 'calendar', de: 'Kalender' },
      { page: 'company', title: 'Company', icon: 'building-office', de: 'Firma' },
      { page: 'office', title: 'Office', icon: 'briefcase' },
      { page: 'file-manager', title: 'Files', icon: 'folder', de: 'Dateien' },
    ],
  },
  {
    id: 'management',
    title: 'Management',
    icon: 'user-group',
    entries: [
      { page: 'customers', title: 'Customers', icon: 'user-group' },
      { page: 'interpreters', title: 'Interpreters', icon: 'language' },
      { page: 'communication-assistance', title: 'Communication assistance', icon: 'chat-bubble-left-right' },
      { page: 'payers', title: 'Payers', icon: 'credit-card' },
      { page: 'manageEvents', title: 'Events', icon: 'calendar-days' },
      { page: 'manageEventTopic', title: 'Event topics', icon: 'tag' },
    ],
  },
  {
    id: 'reports',
    title: 'Reports',
    icon: 'chart-pie',
    entries: [
      { page: 'analytics', title: 'Analytics', icon: 'chart-pie' },
      { page: 'finance', title: 'Finance', icon: 'banknotes' },
      { page: 'accounts', title: 'Accounts', icon: 'user-circle' },
      { page: 'invoice', title: 'Invoices', icon: 'document-text', de: 'Rechnungen' },
    ],
  },
  {
    id: 'administration',
    title: 'Administration',
    icon: 'cog-6-tooth',
    entries: [
      { page: 'notifications', title: 'Notifications', icon: 'bell', de: 'Benachrichtigungen' },
      { page: 'videos', title: 'Promotional video', icon: 'film', de: 'Werbevideo' },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    icon: 'user',
    entries: [
      { page: 'profile', title: 'Profile', icon: 'user', de: 'Profil' },
      { page: 'settings', title: 'Settings', icon: 'cog-6-tooth', de: 'Einstellungen' },
      { page: 'help', title: 'Help', icon: 'question-mark-circle', de: 'Hilfe' },
      { page: 'sign-out', title: 'Sign out', icon: 'arrow-right-on-rectangle', de: 'Ausloggen' },
    ],
  },
];

export const menuEntries: MenuEntry[] = menuGroups.flatMap((group) => group.entries);

/**
 * The template apps that are not pages of the product menu, for every signed-in role, under their
 * template paths (`/{prefix}/apps/chat`, ...). Contacts, files, analytics, finance and help are
 * reached through the product menu.
 */
const sampleAppGroups: { id: string; title: string; icon: string; section: string; entries: Omit<MenuEntry, 'de'>[] }[] = [
  {
    id: 'sample-dashboards',
    title: 'Dashboards',
    icon: 'chart-pie',
    section: 'dashboards',
    entries: [
      { page: 'project', title: 'Project dashboard', icon: 'presentation-chart-line' },
      { page: 'crypto', title: 'Crypto dashboard', icon: 'currency-euro' },
    ],
  },
  {
    id: 'sample-apps-list',
    title: 'Apps',
    icon: 'squares-2x2',
    section: 'apps',
    entries: [
      { page: 'academy', title: 'Academy', icon: 'academic-cap' },
      { page: 'chat', title: 'Chat', icon: 'chat-bubble-left-right' },
      { page: 'mailbox', title: 'Mailbox', icon: 'envelope' },
      { page: 'notes', title: 'Notes', icon: 'pencil-square' },
      { page: 'scrumboard', title: 'Scrumboard', icon: 'view-columns' },
      { page: 'tasks', title: 'Tasks', icon: 'check-circle' },
      { page: 'inventory', title: 'Inventory', icon: 'cube' },
    ],
  },
  {
    id: 'sample-pages',
    title: 'Pages',
    icon: 'document-text',
    section: 'pages',
    entries: [{ page: 'activities', title: 'Activities', icon: 'bolt' }],
  },
  {
    id: 'sample-ui',
    title: 'UI',
    icon: 'photo',
    section: 'ui',
    entries: [
      { page: 'icons', title: 'Icons', icon: 'photo' },
      { page: 'markdown', title: 'Markdown', icon: 'code-bracket' },
    ],
  },
];

/** The ids of the sample apps' menu entries, for the menu's visibility rules. */
export const sampleAppPages = sampleAppGroups.flatMap((group) => group.entries.map((entry) => entry.page));

function sampleAppsItem(prefix: string, type: NavigationItem['type']): NavigationItem {
  return {
    id: 'sample-apps',
    type,
    title: 'Sample apps',
    icon: 'squares-2x2',
    children: sampleAppGroups.map((group) => ({
      id: group.id,
      type: 'collapsable',
      title: group.title,
      icon: group.icon,
      children: group.entries.map((entry) => entryItem(`${prefix}/${group.section}`, entry)),
    })),
  };
}

export const menuPages = menuEntries.map((entry) => entry.page);

const entryItem = (prefix: string, { page, title, icon }: Omit<MenuEntry, 'de'>): NavigationItem => ({
  id: page,
  type: 'basic',
  title,
  icon,
  link: `/${prefix}/${page}`,
});

/**
 * The four sets of `GET api/common/navigation`. Links are `/{prefix}/{page}` with the locale of the
 * request as prefix. As in the template, the derived sets (compact, futuristic, horizontal) take
 * their children from the default item with the same id.
 */
export function buildNavigation(prefix: string): NavigationSets {
  const defaultSet: NavigationItem[] = menuGroups.map((group) => ({
    id: group.id,
    type: 'group',
    title: group.title,
    icon: group.icon,
    children: group.entries.map((entry) => entryItem(prefix, entry)),
  }));
  const childrenOf = (id: string) => structuredClone(defaultSet.find((item) => item.id === id)?.children ?? []);
  const derive = (type: NavigationItem['type']): NavigationItem[] =>
    menuGroups.map((group) => ({ id: group.id, type, title: group.title, icon: group.icon, children: childrenOf(group.id) }));

  return {
    compact: [...derive('aside'), sampleAppsItem(prefix, 'aside')],
    default: [...defaultSet, sampleAppsItem(prefix, 'group')],
    futuristic: [...derive('group'), sampleAppsItem(prefix, 'group')],
    horizontal: [...derive('group'), sampleAppsItem(prefix, 'group')],
  };
}
