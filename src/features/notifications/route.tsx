export { NotificationsPage as NotificationsRoute } from './NotificationsPage';
