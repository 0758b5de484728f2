import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components';
import type { ConversationProps } from './Conversation';
import * as styles from './QuickChat.css';

const ConversationView = lazy(() => import('./Conversation').then((module) => ({ default: module.Conversation })));

/**
 * A conversation, whose code (the composer, the outbox, the date formats) loads when a chat is first
 * opened: the team chat's list is on every page, and most pages never open a chat.
 */
export function Conversation(props: ConversationProps) {
  const { t } = useTranslation('quick-chat');
  return (
    <Suspense
      fallback={
        <div className={styles.conversation}>
          <Spinner label={t('loadingChat')} />
        </div>
      }
    >
      <ConversationView {...props} />
    </Suspense>
  );
}
