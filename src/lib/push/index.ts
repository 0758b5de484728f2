export {
  fromUrlSafeBase64,
  notSubscribedMessage,
  pushSubscribePath,
  subscribeFailedMessage,
  subscribeToPush,
  subscriptionPayload,
  toUrlSafeBase64,
  unsubscribeFailedMessage,
  unsubscribeFromPush,
  type PushDeps,
  type PushSubscriptionPayload,
} from './push-subscription';
