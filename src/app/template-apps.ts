import type { PageRoute } from '@/lib/query';

/**
 * The template apps' screens, each its own lazy chunk. They are listed here, one step away from the
 * entry, so that the entry does not carry every app's list of chunks to preload; opening an app loads
 * this small module first, then the app.
 */
export const templateAppScreens = {
  contacts: async () => (await import('@/features/contacts/route')).contactsRoute,
  scrumboard: async () => (await import('@/features/scrumboard/route')).scrumboardRoute,
  mailbox: async () => (await import('@/features/mailbox/route')).mailboxRoute,
  notes: async () => (await import('@/features/notes/route')).notesRoute,
  tasks: async () => (await import('@/features/tasks/route')).tasksRoute,
  academy: async () => (await import('@/features/academy/route')).academyRoute,
  inventory: async () => (await import('@/features/inventory/route')).inventoryRoute,
  chat: async () => (await import('@/features/chat/route')).chatRoute,
  fileManager: async () => (await import('@/features/file-manager/route')).fileManagerRoute,
  analytics: async () => (await import('@/features/dashboards/analytics-route')).analyticsRoute,
  finance: async () => (await import('@/features/dashboards/finance-route')).financeRoute,
  crypto: async () => (await import('@/features/dashboards/crypto-route')).cryptoRoute,
  project: async () => (await import('@/features/dashboards/project-route')).projectRoute,
  activities: async () => (await import('@/features/activities/route')).activitiesRoute,
  helpCenter: async () => (await import('@/features/help-center/route')).helpCenterRoute,
  icons: async () => (await import('@/features/icons/route')).iconsRoute,
  markdown: async () => (await import('@/features/docs/route')).markdownRoute,
  docs: async () => (await import('@/features/docs/route')).docsRoute,
} satisfies Record<string, () => Promise<PageRoute>>;

export type TemplateAppScreen = keyof typeof templateAppScreens;
