export { declineCall, declineCallPath } from './api/decline-call';
export { presencePaths, setOffline, setStatusOnline } from './api/presence';
export { getOpenCalls, openCallsPath } from './api/open-calls';
export { createCallsStore, parseIncomingCall, ringTimeoutMs, type CallsStore, type OpenCall, type RingingCall } from './calls-store';
export { ConnectionBanner, type ConnectionBannerProps } from './ConnectionBanner';
export { IncomingCallNotification, type IncomingCallNotificationProps } from './IncomingCallNotification';
export { getCurrentConnection, isPushCapable, useCurrentConnection } from './live-session';
export { heartbeatIntervalMs, heartbeatText, setOnlineDelayMs, startPresence } from './presence';
/**
 * The push settings, a section of the settings page: loaded with that page, not with the live side
 * every signed-in page starts.
 */
export const loadPushSettings = () => import('./PushSettings').then(({ PushSettings }) => PushSettings);
export type { PushSettingsProps } from './PushSettings';
export { RealtimeRoot, type RealtimeRootProps } from './RealtimeRoot';
export { browserRingDevices, ringtoneUrl, startRingFeedback, vibrationPattern, type RingDevices } from './ring-feedback';
export { callChannels, channelsByRole } from './subscriptions';
export { hubChannels, hubPath, type CallChannel, type IncomingCall } from './types';
