import type { AreaEntry } from './router';

/**
 * The areas of the fake backend and the paths each answers, relative to the API base. An area's
 * module (its handlers, sample data and faker) is imported only when a request for it comes: the
 * demo app starts with none of them.
 */
export const areas: readonly AreaEntry[] = [
  { prefixes: ['api/auth'], load: async () => (await import('./handlers/auth')).authArea },
  { prefixes: ['api/common/user'], load: async () => (await import('./handlers/common-user')).userArea },
  { prefixes: ['api/common/navigation'], load: async () => (await import('./handlers/common-navigation')).navigationArea },
  { prefixes: ['api/common/messages'], load: async () => (await import('./handlers/common-inbox')).messagesArea },
  { prefixes: ['api/common/notifications'], load: async () => (await import('./handlers/common-inbox')).notificationsArea },
  { prefixes: ['api/common/shortcuts'], load: async () => (await import('./handlers/common-shortcuts')).shortcutsArea },
  { prefixes: ['api/common/search'], load: async () => (await import('./handlers/common-search')).searchArea },
  { prefixes: ['api/apps/chat'], load: async () => (await import('./handlers/apps-chat')).chatArea },
  { prefixes: ['api/apps/contacts'], load: async () => (await import('./handlers/apps-contacts')).contactsArea },
  { prefixes: ['api/apps/tasks'], load: async () => (await import('./handlers/apps-tasks')).tasksArea },
  { prefixes: ['api/apps/notes'], load: async () => (await import('./handlers/apps-notes')).notesArea },
  { prefixes: ['api/apps/help-center'], load: async () => (await import('./handlers/apps-help-center')).helpCenterArea },
  { prefixes: ['api/apps/mailbox'], load: async () => (await import('./handlers/apps-mailbox')).mailboxArea },
  { prefixes: ['api/dashboards', 'api/pages/activities'], load: async () => (await import('./handlers/dashboards')).dashboardsArea },
  { prefixes: ['api/docs'], load: async () => (await import('./handlers/docs')).docsArea },
  { prefixes: ['api/ui/icons'], load: async () => (await import('./handlers/ui-icons')).iconsArea },
  { prefixes: ['api/apps/academy'], load: async () => (await import('./handlers/apps-academy')).academyArea },
  { prefixes: ['api/apps/file-manager'], load: async () => (await import('./handlers/apps-file-manager')).fileManagerArea },
  { prefixes: ['api/apps/inventory'], load: async () => (await import('./handlers/apps-inventory')).inventoryArea },
  { prefixes: ['api/apps/scrumboard'], load: async () => (await import('./handlers/apps-scrumboard')).scrumboardArea },
  {
    prefixes: ['api/common/user/status', 'api/common/user/set-online', 'api/common/push', 'api/calls'],
    load: async () => (await import('./handlers/realtime')).realtimeArea,
  },
  { prefixes: ['api/demo'], load: async () => (await import('./handlers/demo')).demoArea },
  { prefixes: ['api/demo/hub'], load: async () => (await import('./handlers/realtime')).hubDemoArea },
];
