import type { ComponentType } from 'react';

/**
 * The template apps' screens, each its own lazy chunk. They are listed here, one step away from the
 * entry, so that the entry does not carry every app's list of chunks to preload; opening an app loads
 * this small module first, then the app.
 */
export const templateAppScreens = {
  contacts: async () => (await import('@/features/contacts/route')).ContactsRoute,
  scrumboard: async () => (await import('@/features/scrumboard/route')).ScrumboardRoute,
  mailbox: async () => (await import('@/features/mailbox/route')).MailboxRoute,
  notes: async () => (await import('@/features/notes/route')).NotesRoute,
  tasks: async () => (await import('@/features/tasks/route')).TasksRoute,
  academy: async () => (await import('@/features/academy/route')).AcademyRoute,
  inventory: async () => (await import('@/features/inventory/route')).InventoryRoute,
  chat: async () => (await import('@/features/chat/route')).ChatRoute,
  fileManager: async () => (await import('@/features/file-manager/route')).FileManagerRoute,
  analytics: async () => (await import('@/features/dashboards/analytics-route')).AnalyticsRoute,
  finance: async () => (await import('@/features/dashboards/finance-route')).FinanceRoute,
  crypto: async () => (await import('@/features/dashboards/crypto-route')).CryptoRoute,
  project: async () => (await import('@/features/dashboards/project-route')).ProjectRoute,
  activities: async () => (await import('@/features/activities/route')).ActivitiesRoute,
  helpCenter: async () => (await import('@/features/help-center/route')).HelpCenterRoute,
  icons: async () => (await import('@/features/icons/route')).IconsRoute,
  markdown: async () => (await import('@/features/docs/route')).MarkdownRoute,
  docs: async () => (await import('@/features/docs/route')).DocsRoute,
} satisfies Record<string, () => Promise<ComponentType>>;

export type TemplateAppScreen = keyof typeof templateAppScreens;
