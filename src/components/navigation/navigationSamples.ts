import type { NavigationItem } from './types';

/** The context the sample items' hidden rules read. */
export interface SampleContext {
  role: 'ADMIN' | 'STAFF';
}

/** One of each item type, nested three levels deep, for stories and tests. */
export function sampleNavigation(onAction: (id: string) => void = () => {}): NavigationItem<SampleContext>[] {
  return [
    { id: 'home', type: 'basic', title: 'Home', icon: 'home', link: '/app/home', exactMatch: true },
    {
      id: 'workspace',
      type: 'group',
      title: 'Workspace',
      subtitle: 'Your daily tools',
      children: [
        { id: 'calendar', type: 'basic', title: 'Calendar', icon: 'calendar', link: '/app/calendar', badge: { title: '3' } },
        {
          id: 'mail',
          type: 'collapsable',
          title: 'Mailbox',
          icon: 'envelope',
          children: [
            { id: 'inbox', type: 'basic', title: 'Inbox', link: '/app/mail/inbox' },
            {
              id: 'folders',
              type: 'collapsable',
              title: 'Folders',
              children: [
                { id: 'invoices', type: 'basic', title: 'Invoices', link: '/app/mail/folders/invoices' },
                { id: 'archive', type: 'basic', title: 'Archive', link: '/app/mail/folders/archive' },
              ],
            },
          ],
        },
        {
          id: 'files',
          type: 'collapsable',
          title: 'Files',
          icon: 'folder',
          children: [
            { id: 'shared', type: 'basic', title: 'Shared', link: '/app/files/shared' },
            { id: 'mine', type: 'basic', title: 'Mine', link: '/app/files/mine' },
          ],
        },
      ],
    },
    { id: 'divider-1', type: 'divider' },
    {
      id: 'reports',
      type: 'aside',
      title: 'Reports',
      icon: 'chart-pie',
      children: [
        { id: 'analytics', type: 'basic', title: 'Analytics', icon: 'chart-pie', link: '/app/reports/analytics' },
        { id: 'finance', type: 'basic', title: 'Finance', icon: 'banknotes', link: '/app/reports/finance' },
      ],
    },
    {
      id: 'accounts',
      type: 'basic',
      title: 'Accounts',
      icon: 'user-circle',
      link: '/app/accounts',
      hidden: (context) => context.role !== 'ADMIN',
    },
    { id: 'videos', type: 'basic', title: 'Promotional video', icon: 'film', link: '/app/videos', disabled: true },
    { id: 'spacer', type: 'spacer' },
    {
      id: 'docs',
      type: 'basic',
      title: 'Documentation',
      icon: 'document-text',
      link: 'https://example.org/docs',
      externalLink: true,
      target: '_blank',
    },
    { id: 'reload', type: 'basic', title: 'Reload data', icon: 'arrow-path', function: () => onAction('reload') },
  ];
}
