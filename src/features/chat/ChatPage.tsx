import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { appPage, Drawer, EmptyState, Heading, IconButton, toasts, visuallyHidden } from '@/components';
import { Conversation, useChats, useMarkChatRead, useOutboxLeaveGuard } from '@/features/quick-chat';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { mediaQueries, useMediaQuery } from '@/lib/theme';
import { useMuteChat } from './api/change-chat';
import * as styles from './Chat.css';
import { ChatList } from './ChatList';
import { NewChatPanel, ProfilePanel } from './ChatPeople';
import { ContactInfo } from './ContactInfo';

/**
 * The chat app: the conversations, the open one (`/{lang}/apps/chat/{chatId}`) and, on request, who it
 * is with. It shares its data, drafts and unsent messages with the team chat in the top bar: what is
 * written in one shows in the other.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const lang = useLocale();
  const navigate = useNavigate();
  const { chatId } = useParams();
  const chats = useChats();
  const wide = useMediaQuery(mediaQueries.lg);
  // Below `sm` an open conversation takes the screen, and the list beside it (with the page's heading) is hidden.
  const listBeside = useMediaQuery(mediaQueries.sm);
  const [infoOpen, setInfoOpen] = useState(false);
  useOutboxLeaveGuard();

  const markRead = useMarkChatRead(() => toasts.show({ tone: 'critical', title: t('markReadFailed') }, { timeout: 0 }));
  const mute = useMuteChat((change) =>
    toasts.show({ tone: 'critical', title: t(change.muted ? 'muteFailed' : 'unmuteFailed') }, { timeout: 0 }),
  );
  const open = chats.data?.find((chat) => chat.id === chatId);

  // Opening a chat reads it: its unread count goes to 0, here and in the top bar.
  const unread = open?.unreadCount ?? 0;
  // Once per chat and count: a refused read-mark puts the count back, and that must not ask again and again.
  const { mutate: markAsRead } = markRead;
  const readAttempt = useRef('');
  useEffect(() => {
    const attempt = `${chatId}:${unread}`;
    if (!chatId || unread === 0 || readAttempt.current === attempt) return;
    readAttempt.current = attempt;
    markAsRead(chatId);
  }, [chatId, unread, markAsRead]);

  const actions = open ? (
    <>
      <IconButton
        icon={open.muted ? 'bell-slash' : 'bell'}
        variant="ghost"
        label={open.muted ? t('unmute', { name: open.contact.name }) : t('mute', { name: open.contact.name })}
        onPress={() => mute.mutate({ id: open.id, muted: !open.muted })}
      />
      <IconButton
        icon="information-circle"
        variant="ghost"
        label={t('showInfo')}
        aria-pressed={infoOpen}
        onPress={() => setInfoOpen((shown) => !shown)}
      />
    </>
  ) : null;

  const info = open && infoOpen ? <ContactInfo contactId={open.contactId} /> : null;

  return (
    <main className={appPage} aria-labelledby="chat-title">
      {chatId && !listBeside ? (
        // The page keeps its heading for those who find their way by headings; the contact's name is the title in view.
        <h1 className={visuallyHidden}>{t('title')}</h1>
      ) : null}
      <div className={styles.layout} {...(chatId ? { 'data-conversation-open': '' } : {})}>
        <aside className={styles.listColumn} aria-labelledby="chat-title">
          <div className={styles.listHead}>
            <ProfilePanel />
            <Heading level={1} size={4} id="chat-title">
              {t('title')}
            </Heading>
            <span className={styles.headEnd}>
              <NewChatPanel chats={chats.data} />
            </span>
          </div>
          <ChatList chats={chats} selectedId={chatId} />
        </aside>
        {chatId ? (
          <Conversation
            key={chatId}
            chatId={chatId}
            onBack={() => void navigate(paths.chat(lang))}
            headerActions={actions}
            {...(open ? { onContactPress: () => setInfoOpen(true) } : {})}
          />
        ) : (
          <div className={styles.placeholder}>
            <EmptyState icon="chat-bubble-left-right" title={t('chooseTitle')} text={t('chooseText')} headingLevel={2} />
          </div>
        )}
        {wide && info ? (
          <aside className={styles.infoColumn} aria-label={t('infoTitle', { name: open?.contact.name })}>
            {info}
          </aside>
        ) : null}
      </div>
      {wide ? null : (
        <Drawer
          title={t('infoTitle', { name: open?.contact.name ?? '' })}
          isOpen={!!info}
          onOpenChange={setInfoOpen}
          width="min(100vw, 380px)"
        >
          {info}
        </Drawer>
      )}
    </main>
  );
}
