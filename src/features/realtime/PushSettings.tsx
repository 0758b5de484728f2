import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Box, Button, Card, Text, toasts } from '@/components';
import { env } from '@/lib/env';
import { notSubscribedMessage, subscribeToPush, unsubscribeFailedMessage, unsubscribeFromPush } from '@/lib/push';

export interface PushSettingsProps {
  /** The VAPID public key; without one there is no push. */
  vapidPublicKey?: string;
  /** Demo mode: MSW's worker holds the scope, so calls ring over the live connection only. */
  demo?: boolean;
  /** The service worker registration's push manager, when there is one (stand-ins in the workbench). */
  pushManager?: () => Promise<Pick<PushManager, 'subscribe' | 'getSubscription'> | null>;
  requestPermission?: () => Promise<NotificationPermission>;
}

const pagePushManager = async () => {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || typeof window === 'undefined' || !('PushManager' in window))
    return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager ?? null;
};

const pagePermission = () =>
  typeof Notification === 'undefined' ? Promise.resolve<NotificationPermission>('denied') : Notification.requestPermission();

type Status = 'checking' | 'unavailable' | 'off' | 'on' | 'denied';

/**
 * Call notifications by push on this device: on, they reach the user with the app closed. Turning
 * them off that fails says so ('Not subscribed to push notifications.', 'Unsubscribe failed!').
 */
export function PushSettings({
  vapidPublicKey = env.vapidPublicKey,
  demo = env.demo,
  pushManager = pagePushManager,
  requestPermission = pagePermission,
}: PushSettingsProps) {
  const { t } = useTranslation('realtime');
  const [status, setStatus] = useState<Status>('checking');
  const [busy, setBusy] = useState(false);
  const available = !demo && !!vapidPublicKey;

  useEffect(() => {
    if (!available) return;
    let cancelled = false;
    void pushManager()
      .then(async (manager) => (manager ? ((await manager.getSubscription()) ? 'on' : 'off') : 'unavailable'))
      .catch((): Status => 'unavailable')
      .then((next) => !cancelled && setStatus(next));
    return () => {
      cancelled = true;
    };
  }, [available, pushManager]);

  const turnOn = async () => {
    setBusy(true);
    try {
      if ((await requestPermission()) !== 'granted') return setStatus('denied');
      const manager = await pushManager();
      if (!manager) return setStatus('unavailable');
      setStatus((await subscribeToPush(vapidPublicKey, { pushManager: manager })) ? 'on' : 'off');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const manager = await pushManager();
      if (!manager) throw new Error(notSubscribedMessage);
      await unsubscribeFromPush({ pushManager: manager });
      setStatus('off');
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toasts.show(
        {
          tone: 'critical',
          title:
            message === notSubscribedMessage
              ? t('push.notSubscribed')
              : message === unsubscribeFailedMessage
                ? t('push.unsubscribeFailed')
                : t('push.unsubscribeFailed'),
        },
        { timeout: 0 },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('push.title')} subtitle={t('push.help')}>
      {!available ? (
        <Banner tone="info">{demo ? t('push.demo') : t('push.noKey')}</Banner>
      ) : status === 'unavailable' ? (
        <Banner tone="info">{t('push.unavailable')}</Banner>
      ) : (
        <Box display="flex" flexDirection="column" alignItems="flex-start" gap="md">
          {status === 'denied' ? <Banner tone="warning">{t('push.denied')}</Banner> : null}
          <Text>{status === 'on' ? t('push.on') : status === 'checking' ? t('push.checking') : t('push.off')}</Text>
          {status === 'on' ? (
            <Button variant="secondary" icon="bell" isLoading={busy} onPress={() => void turnOff()}>
              {t('push.turnOff')}
            </Button>
          ) : (
            <Button icon="bell" isLoading={busy} isDisabled={status === 'checking'} onPress={() => void turnOn()}>
              {t('push.turnOn')}
            </Button>
          )}
        </Box>
      )}
    </Card>
  );
}
