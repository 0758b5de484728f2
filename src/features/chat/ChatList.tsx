import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Avatar, Badge, EmptyState, Icon, listRow, RetryBanner, Skeleton, TextField } from '@/components';
import type { ChatSummary } from '@/features/quick-chat';
import { isOtherDay, useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import * as styles from './Chat.css';

export interface ChatListProps {
  chats: { data: ChatSummary[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  selectedId: string | undefined;
}

/** Today's messages by their time, older ones by their date. */
function useWhen() {
  const { date, clockTime } = useFormatters();
  return (value: string) => (isOtherDay(value, new Date().toISOString()) ? date(value, { dateStyle: 'short' }) : clockTime(value));
}

/**
 * The conversations, newest first: contact, last message, when, unread count and a muted mark. The
 * search narrows them by name or by what was last written, as it is typed.
 */
export function ChatList({ chats, selectedId }: ChatListProps) {
  const { t } = useTranslation('chat');
  const lang = useLocale();
  const when = useWhen();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const query = search.trim().toLocaleLowerCase(lang);
    // Newest first, also right after a message of mine: the list is sorted here, not only by the server.
    const newestFirst = chats.data ? [...chats.data].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)) : undefined;
    return newestFirst?.filter(
      (chat) =>
        !query || chat.contact.name.toLocaleLowerCase(lang).includes(query) || chat.lastMessage.toLocaleLowerCase(lang).includes(query),
    );
  }, [chats.data, search, lang]);

  return (
    <>
      <div className={styles.search}>
        <TextField label={t('search')} type="search" placeholder={t('searchPlaceholder')} value={search} onChange={setSearch} />
      </div>
      {chats.isPending ? (
        <div className={styles.state} role="status" aria-label={t('loadingChats')}>
          <Skeleton height="56px" />
        </div>
      ) : chats.isError ? (
        <div className={styles.state}>
          <RetryBanner title={t('chatsFailed')} onRetry={() => void chats.refetch()} />
        </div>
      ) : !shown?.length ? (
        <div className={styles.state}>
          {search.trim() ? (
            <EmptyState
              icon="magnifying-glass"
              title={t('noResultsTitle')}
              text={t('noResultsText', { query: search.trim() })}
              headingLevel={2}
            />
          ) : (
            <EmptyState icon="chat-bubble-left-right" title={t('emptyTitle')} headingLevel={2} />
          )}
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('chats')}>
          {shown.map((chat) => (
            <li key={chat.id}>
              <RouterLink
                to={paths.chat(lang, chat.id)}
                className={`${listRow} ${styles.row}`}
                {...(chat.id === selectedId ? { 'aria-current': 'page' as const } : {})}
              >
                <Avatar name={chat.contact.name} src={chat.contact.avatar} decorative />
                <span className={styles.rowText}>
                  <span className={styles.rowTop}>
                    <bdi className={styles.name}>{chat.contact.name}</bdi>
                    <time className={styles.time} dateTime={chat.lastMessageAt}>
                      {when(chat.lastMessageAt)}
                    </time>
                  </span>
                  <span className={styles.rowBottom}>
                    <span className={styles.preview}>{chat.lastMessage}</span>
                    {chat.muted ? (
                      <span className={styles.muted} role="img" aria-label={t('muted')}>
                        <Icon name="bell-slash" size="sm" />
                      </span>
                    ) : null}
                    <Badge
                      count={chat.unreadCount}
                      tone={chat.muted ? 'neutral' : 'primary'}
                      label={t('unread', { count: chat.unreadCount })}
                    />
                  </span>
                </span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
