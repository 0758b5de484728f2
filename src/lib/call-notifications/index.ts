export {
  callNotification,
  handleNotificationClick,
  notificationTexts,
  pushedCall,
  type CallNotificationAction,
  type ClickContext,
  type PushedCall,
  type WindowLike,
  type WorkerMessage,
} from './call-notifications';
