export { notSubscribedMessage, subscribeToPush, unsubscribeFailedMessage, unsubscribeFromPush } from './push-subscription';
