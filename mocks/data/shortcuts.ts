import type { Shortcut } from '@/features/shortcuts';

/** The shortcuts menu's sample entries (template-apps.md point 2), with Reload as a plain link. */
export function createShortcuts(): Shortcut[] {
  return [
    {
      id: 'f5b84ac4-7c2d-4b1f-8e67-2b4d0a3c6e11',
      label: 'Changelog',
      description: 'List of changes',
      icon: 'document-text',
      link: '/docs/changelog',
      useRouter: true,
    },
    {
      id: '0b37a58e-9a5b-4b0f-8c53-6f2b8d1a2e22',
      label: 'Documentation',
      description: 'Getting started',
      icon: 'bookmark',
      link: '/docs/guides/getting-started/introduction',
      useRouter: true,
    },
    {
      id: '1c4f2b19-3e8d-4d6a-9b7e-0a5c3d2f1e33',
      label: 'Help center',
      description: 'FAQs and guides',
      icon: 'question-mark-circle',
      link: '/apps/help-center',
      useRouter: true,
    },
    {
      id: '2d5a3c2a-4f9e-4e7b-8c8f-1b6d4e3a2f44',
      label: 'Dashboard',
      description: 'User analytics',
      icon: 'chart-pie',
      link: '/dashboards/analytics',
      useRouter: true,
    },
    {
      id: '3e6b4d3b-5a0f-4f8c-9d9a-2c7e5f4b3a55',
      label: 'Mailbox',
      description: '5 new e-mails',
      icon: 'envelope',
      link: 'apps/mailbox',
      useRouter: true,
    },
    {
      id: '4f7c5e4c-6b1a-4a9d-8e0b-3d8f6a5c4b66',
      label: 'Tasks',
      description: '12 unfinished tasks',
      icon: 'check-circle',
      link: '/apps/tasks',
      useRouter: true,
    },
    {
      id: '5a8d6f5d-7c2b-4bae-9f1c-4e9a7b6d5c77',
      label: 'Contacts',
      description: 'List all contacts',
      icon: 'users',
      link: '/apps/contacts',
      useRouter: true,
    },
    {
      id: '6b9e7a6e-8d3c-4cbf-8a2d-5fab8c7e6d88',
      label: 'Reload',
      description: 'Reload the app',
      icon: 'arrow-path',
      link: '/dashboards/project',
      useRouter: false,
    },
  ];
}
