import type { IRetryPolicy } from '@microsoft/signalr';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toasts } from '@/components';
import { userQueryOptions, type User } from '@/features/user';
import { tokenStore, usableToken, useSignedIn } from '@/lib/auth';
import { env } from '@/lib/env';
import { buildUrl } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { createLiveConnection, type LiveConnection } from '@/lib/realtime';
import { declineCall } from './api/decline-call';
import { getOpenCalls } from './api/open-calls';
import { setOffline, setStatusOnline } from './api/presence';
import { createCallsStore, parseIncomingCall } from './calls-store';
import { IncomingCallNotification } from './IncomingCallNotification';
import * as styles from './IncomingCalls.css';
import { getCurrentConnection, isPushCapable, setCurrentConnection } from './live-session';
import { heartbeatText, startPresence } from './presence';
import { browserRingDevices, type RingDevices } from './ring-feedback';
import { callChannels, channelsByRole } from './subscriptions';
import { hubChannels, hubPath, type IncomingCall } from './types';
import { useRingFeedback } from './use-ring-feedback';

export interface RealtimeRootProps {
  /** The reconnect policy; the workbench passes a quick one. */
  policy?: IRetryPolicy;
  /** The ringtone and vibration; the workbench passes observed stand-ins. */
  devices?: RingDevices;
  /** Whether this session may open the live connection (service worker and Push API present). */
  pushCapable?: boolean;
}

const defaultDevices = browserRingDevices();

/** Closes the system notification (a push) of a room that no longer rings: it is tagged with the room id. */
async function closeSystemNotifications(roomId: string) {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const shown = (await registration?.getNotifications({ tag: roomId }).catch(() => [])) ?? [];
  for (const notification of shown) notification.close();
}
/** The token for the hub: none once it has expired (the library asks before every connect). */
const currentToken = () => usableToken(tokenStore, Date.now());
/**
 * The hub beside the API: the configured server, or in demo mode the app's base (not the page's
 * address: from /en-US/home a relative path would ask for /en-US/home/hubs/calls).
 */
const hubUrl = () =>
  buildUrl(
    env.apiUrl || (typeof document === 'undefined' ? 'http://localhost/' : new URL(import.meta.env.BASE_URL, document.baseURI).toString()),
    hubPath,
  );

/**
 * The live side of a signed-in session (spec points 1, 4, 6, 7): presence (online a second after
 * load, heartbeat every 5 s while connected, offline when the page goes away), the live connection
 * with the channels of the user's role, and the calls that ring, with Join and Decline.
 */
export function RealtimeRoot({ policy, devices = defaultDevices, pushCapable = isPushCapable() }: RealtimeRootProps) {
  const { t } = useTranslation('realtime');
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLocale();
  const user = useQuery({ ...userQueryOptions(), enabled: signedIn });
  const role = signedIn ? user.data?.role : undefined;
  const present = role !== undefined && role !== 'ANONYMOUS';
  const [store] = useState(() => createCallsStore());
  // React's strict mode runs this twice: the store leaves the other tabs and joins them again.
  useEffect(() => {
    store.open();
    return () => store.dispose();
  }, [store]);
  // One connection per signed-in, push-capable session (made here, started below, nothing sent yet).
  const connection = useMemo<LiveConnection | null>(
    () =>
      present && pushCapable ? createLiveConnection({ url: hubUrl(), accessToken: currentToken, ...(policy ? { policy } : {}) }) : null,
    [present, pushCapable, policy],
  );
  useEffect(() => {
    if (!connection) return;
    // The banner finds the connection through the live session, wherever the layout puts it.
    setCurrentConnection(connection);
    connection.start();
    return () => {
      if (getCurrentConnection() === connection) setCurrentConnection(null);
      void connection.stop();
    };
  }, [connection]);

  // Presence: anonymous visitors are never set online.
  useEffect(() => {
    if (!present) return;
    return startPresence({
      setOnline: () =>
        void setStatusOnline()
          .then((updated) => queryClient.setQueryData(userQueryOptions().queryKey, updated))
          .catch(() => undefined),
      heartbeat: () => void connection?.send(hubChannels.online, heartbeatText),
      goOffline: () => void setOffline().catch(() => undefined),
    });
  }, [present, connection, queryClient]);

  // The channels of the user's role.
  useEffect(() => {
    if (!connection || !role) return;
    const stops = channelsByRole[role].map((channel) =>
      connection.on(channel, (payload) => {
        if (channel === hubChannels.profileUpdate) {
          mergeProfile(payload);
        } else if (channel === hubChannels.callAnswered) {
          if (typeof payload === 'string') store.answeredElsewhere(payload);
        } else if (callChannels.includes(channel)) {
          const call = parseIncomingCall(payload);
          if (call) store.ring(call, channel);
        }
      }),
    );
    return () => stops.forEach((stop) => stop());

    function mergeProfile(payload: unknown) {
      let change: Partial<User> | null = null;
      try {
        change = (typeof payload === 'string' ? JSON.parse(payload) : payload) as Partial<User>;
      } catch {
        return;
      }
      queryClient.setQueryData<User>(userQueryOptions().queryKey, (current) =>
        current && change?.id === current.id
          ? { ...current, ...change, id: current.id, settings: { ...current.settings, ...change.settings } }
          : current,
      );
    }
  }, [connection, role, store, queryClient]);

  // After every (re)connect: what rang or ended while the connection was down is asked of the server.
  useEffect(() => {
    if (!connection || !role) return;
    const channels = channelsByRole[role];
    let wasConnected = false;
    let controller: AbortController | null = null;
    const reconcile = () => {
      controller?.abort();
      controller = new AbortController();
      const mark = store.mark();
      getOpenCalls(controller.signal)
        .then((open) =>
          store.reconcile(
            open.filter((entry) => channels.includes(entry.channel) && callChannels.includes(entry.channel)),
            mark,
          ),
        )
        // Not reachable now: the next reconnect asks again, and the hub's own messages still arrive.
        .catch(() => undefined);
    };
    const onState = () => {
      const isConnected = connection.getState().status === 'connected';
      if (isConnected && !wasConnected) reconcile();
      wasConnected = isConnected;
    };
    onState();
    const unsubscribe = connection.subscribe(onState);
    return () => {
      unsubscribe();
      controller?.abort();
    };
  }, [connection, role, store]);

  const calls = useSyncExternalStore(store.subscribe, store.list, store.list);
  const onBlocked = useCallback(() => toasts.show({ tone: 'info', title: t('soundBlocked') }), [t]);
  useRingFeedback(calls.length > 0, user.data?.settings.notifyType ?? 'all', devices, onBlocked);

  const actions = useMemo(
    () => ({
      join(call: IncomingCall) {
        store.answer(call.id);
        void connection?.send(hubChannels.callJoined, call.id);
        void navigate(paths.call(lang, call.id));
      },
      async decline(call: IncomingCall) {
        try {
          await declineCall(call.id);
        } catch (error) {
          // The decline failed (an apiError or no answer): the call keeps ringing, and nothing else happens.
          toasts.show({ tone: 'critical', title: t('declineFailed') }, { timeout: 0 });
          throw error;
        }
        store.answer(call.id);
        void connection?.send(hubChannels.callDeclined, call.id);
      },
    }),
    [store, connection, navigate, lang, t],
  );

  // A call answered in the page also closes its system notification (a push), wherever it came from.
  useEffect(() => store.onClosed((id) => void closeSystemNotifications(id)), [store]);

  // A click on a push notification reaches the page through the service worker; opened without a
  // window, the app starts with the room to decline in its address.
  const declineFromAddress = useSearchParams()[0].get('declineCall');
  const declinedFromAddress = useRef<string | null>(null);
  useEffect(() => {
    if (!present) return;
    const act = (type: string, id: string) => {
      const call: IncomingCall = store.list().find((entry) => entry.call.id === id)?.call ?? {
        id,
        organizer: { fullName: '' },
        createdOn: new Date().toISOString(),
      };
      if (type === 'join-call') actions.join(call);
      if (type === 'decline-call') void actions.decline(call).catch(() => undefined);
    };
    // Once per address: the effect runs again whenever the actions change, and a decline is a request.
    if (declineFromAddress && declinedFromAddress.current !== declineFromAddress) {
      declinedFromAddress.current = declineFromAddress;
      act('decline-call', declineFromAddress);
    }
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const onMessage = (event: MessageEvent<{ type?: string; id?: string }>) => {
      if (typeof event.data?.id === 'string' && typeof event.data.type === 'string') act(event.data.type, event.data.id);
    };
    worker?.addEventListener('message', onMessage);
    return () => worker?.removeEventListener('message', onMessage);
  }, [present, store, actions, declineFromAddress]);

  if (calls.length === 0) return null;
  return (
    <div className={styles.stack} aria-label={t('incomingCalls')} role="region">
      {calls.map(({ call }) => (
        <IncomingCallNotification key={call.id} call={call} onJoin={actions.join} onDecline={actions.decline} />
      ))}
    </div>
  );
}
