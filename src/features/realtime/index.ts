export { ringTimeoutMs } from './calls-store';
export { ConnectionBanner } from './ConnectionBanner';
/**
 * The push settings, a section of the settings page: loaded with that page, not with the live side
 * every signed-in page starts.
 */
export const loadPushSettings = () => import('./PushSettings').then(({ PushSettings }) => PushSettings);
export { RealtimeRoot } from './RealtimeRoot';
export { callChannels, channelsByRole } from './subscriptions';
export { type IncomingCall } from './types';
