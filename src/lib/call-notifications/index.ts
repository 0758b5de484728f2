export { callNotification, handleNotificationClick, pushedCall, type WindowLike } from './call-notifications';
