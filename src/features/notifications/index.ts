export { NotificationsPanel } from './NotificationsPanel';
export type { Notification } from './types';
