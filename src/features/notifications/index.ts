export { notificationsApi, notificationsPath } from './api/notifications-api';
export { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';
export type { Notification } from './types';
