import { useTranslation } from 'react-i18next';
import { InboxPanel } from '@/features/inbox';
import { messagesApi } from './api/messages-client';
import type { Message } from './types';

export interface MessagesPanelProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** The top bar's messages bell and its panel titled 'Messages' (spec point 2). */
export function MessagesPanel(props: MessagesPanelProps) {
  const { t } = useTranslation('messages');
  return (
    <InboxPanel<Message>
      {...props}
      api={messagesApi}
      icon="bell"
      title={t('title')}
      empty={{ icon: 'bell', title: t('emptyTitle'), text: t('emptyText') }}
    />
  );
}
