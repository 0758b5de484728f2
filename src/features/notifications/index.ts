export { notificationsApi, notificationsPath } from './api/notifications-api';
export { NotificationsPage } from './NotificationsPage';
export { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';
export type { Notification } from './types';
