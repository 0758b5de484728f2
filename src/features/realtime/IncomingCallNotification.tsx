import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@/components';
import { useFormatters } from '@/lib/i18n';
import * as styles from './IncomingCalls.css';
import type { IncomingCall } from './types';

export interface IncomingCallNotificationProps {
  call: IncomingCall;
  onJoin: (call: IncomingCall) => void;
  /** Resolves when declined; rejects when the server refused (the notification stays). */
  onDecline: (call: IncomingCall) => Promise<void>;
}

/**
 * One ringing call (spec point 2): the organizer's name, the category as message (or 'Please feel
 * free to join to assist!'), two lines at most, the time; Join and Decline.
 */
export function IncomingCallNotification({ call, onJoin, onDecline }: IncomingCallNotificationProps) {
  const { t } = useTranslation('realtime');
  const format = useFormatters();
  const titleId = useId();
  const messageId = useId();
  const [declining, setDeclining] = useState(false);
  return (
    <section className={styles.card} role="alertdialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={messageId}>
      <span className={styles.icon}>
        <Icon name="phone-arrow-down-left" />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.name}>
          {call.organizer.fullName}
        </h2>
        <p id={messageId} className={styles.message}>
          {call.category ?? t('callFallback')}
        </p>
        <time className={styles.time} dateTime={call.createdOn}>
          {format.clockTime(call.createdOn)}
        </time>
      </div>
      <div className={styles.actions}>
        <Button
          variant="danger"
          size="sm"
          icon="phone-x-mark"
          isLoading={declining}
          onPress={() => {
            setDeclining(true);
            onDecline(call).catch(() => setDeclining(false));
          }}
        >
          {t('decline')}
        </Button>
        <Button size="sm" icon="phone" onPress={() => onJoin(call)}>
          {t('join')}
        </Button>
      </div>
    </section>
  );
}
