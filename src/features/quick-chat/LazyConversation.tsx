import { useTranslation } from 'react-i18next';
import { lazyComponent, LazyPartBoundary, Spinner } from '@/components';
import type { ConversationProps } from './Conversation';
import * as styles from './QuickChat.css';

const ConversationView = lazyComponent(() => import('./Conversation').then((module) => module.Conversation));

/**
 * A conversation, whose code (the composer, the outbox, the date formats) loads when a chat is first
 * opened: the team chat's list is on every page, and most pages never open a chat.
 */
export function Conversation(props: ConversationProps) {
  const { t } = useTranslation('quick-chat');
  return (
    <LazyPartBoundary
      part={ConversationView}
      loading={
        <div className={styles.conversation}>
          <Spinner label={t('loadingChat')} />
        </div>
      }
    >
      <ConversationView {...props} />
    </LazyPartBoundary>
  );
}
