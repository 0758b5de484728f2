import { useState } from 'react';
import { Button as PressableRow } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Avatar, Badge, Drawer, EmptyState, IconButton, pressableArea, RetryBanner, Skeleton, toasts } from '@/components';
import { useSignedIn } from '@/lib/auth';
import { useChats } from './api/get-chats';
import { useMarkChatRead } from './api/change-chats';
import { Conversation } from './LazyConversation';
import { useOutboxLeaveGuard } from './outbox';
import * as styles from './QuickChat.css';

export interface QuickChatProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The chat shown first; the workbench opens one. */
  initialChatId?: string | null;
}

/**
 * The team chat (quick chat, spec point 2): the top bar's button, with the unread count of all
 * chats, opens a drawer with the conversation list; choosing a chat opens its conversation. A click
 * on the overlay, Escape or Close closes the drawer.
 */
export function QuickChat({ isOpen, onOpenChange, initialChatId = null }: QuickChatProps) {
  const { t } = useTranslation('quick-chat');
  const signedIn = useSignedIn();
  const chats = useChats();
  const markRead = useMarkChatRead(() => toasts.show({ tone: 'critical', title: t('markReadFailed') }, { timeout: 0 }));
  // Wherever the drawer stands, messages still unsent make leaving the page ask first.
  useOutboxLeaveGuard();
  const [chatId, setChatId] = useState<string | null>(initialChatId);
  if (!signedIn) return null;
  const unread = chats.data?.reduce((sum, chat) => sum + chat.unreadCount, 0) ?? 0;

  const choose = (id: string) => {
    setChatId(id);
    if (chats.data?.find((chat) => chat.id === id)?.unreadCount) markRead.mutate(id);
  };

  const list = chats.isPending ? (
    <div className={styles.listState} role="status" aria-label={t('loadingChats')}>
      {[0, 1, 2, 3].map((row) => (
        <span key={row} className={styles.placeholderRow}>
          <Skeleton shape="circle" width="40px" />
          <span className={styles.placeholderText}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </span>
        </span>
      ))}
    </div>
  ) : chats.isError ? (
    <div className={styles.listError}>
      <RetryBanner title={t('chatsFailed')} onRetry={() => void chats.refetch()} />
    </div>
  ) : chats.data.length === 0 ? (
    <EmptyState icon="chat-bubble-left-right" title={t('emptyTitle')} text={t('emptyText')} />
  ) : (
    <ul className={styles.list} aria-label={t('chats')}>
      {chats.data.map((chat) => (
        <li key={chat.id}>
          <PressableRow
            className={`${pressableArea} ${styles.chatButton}`}
            aria-current={chat.id === chatId ? 'true' : undefined}
            onPress={() => choose(chat.id)}
          >
            <Avatar name={chat.contact.name} src={chat.contact.avatar} size="md" decorative />
            <span className={styles.chatText}>
              <span className={styles.chatName}>{chat.contact.name}</span>
              <span className={styles.chatPreview}>{chat.lastMessage}</span>
            </span>
            <Badge count={chat.unreadCount} tone="primary" label={t('unread', { count: chat.unreadCount })} />
          </PressableRow>
        </li>
      ))}
    </ul>
  );

  return (
    <Drawer
      title={t('title')}
      width="min(780px, 100vw)"
      flush
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      trigger={
        <IconButton icon="chat-bubble-left-right" label={unread > 0 ? t('openWithUnread', { count: unread }) : t('open')} badge={unread} />
      }
    >
      <div className={styles.layout} {...(chatId ? { 'data-conversation-open': '' } : {})}>
        {list}
        {chatId ? (
          <Conversation chatId={chatId} onBack={() => setChatId(null)} />
        ) : chats.isError || chats.data?.length === 0 ? null : (
          <div className={styles.conversation}>
            <EmptyState icon="chat-bubble-left-right" title={t('chooseTitle')} text={t('chooseText')} />
          </div>
        )}
      </div>
    </Drawer>
  );
}
