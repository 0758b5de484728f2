import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button as PressableArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { pressableArea, Avatar, Banner, Button, IconButton, RetryBanner, Skeleton, TextArea, visuallyHidden } from '@/components';
import { useSessionItem } from '@/lib/auth';
import { isOtherDay, useFormatters, useLocale } from '@/lib/i18n';
import { ChatNotFoundError, useChat, type ShownMessage } from './api/get-chats';
import { useSendMessage } from './api/change-chats';
import { outbox, useOutbox } from './outbox';
import { chatMessageMaxLength, withoutControlCharacters } from './schemas';
import * as styles from './QuickChat.css';

export interface ConversationProps {
  chatId: string;
  onBack: () => void;
  /** Buttons at the end of the conversation's head (the chat app's mute and info). */
  headerActions?: ReactNode;
  /** Pressing the contact's name opens more about them (the chat app's info panel). */
  onContactPress?: () => void;
}

/** 'Today', 'Yesterday', or the date, for the separator above a new day's messages. */
function useDayLabel() {
  const { date } = useFormatters();
  const lang = useLocale();
  return (value: string) => {
    const days = Math.round(
      (new Date(new Date(value).toDateString()).getTime() - new Date(new Date().toDateString()).getTime()) / 86_400_000,
    );
    if (days === 0 || days === -1) return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(days, 'day');
    return date(value, { dateStyle: 'full' });
  };
}

/** The last of a run of messages from one side on one day: it carries the time and a little room after it. */
const endsGroup = (message: ShownMessage, next: ShownMessage | undefined) =>
  !next || next.isMine !== message.isMine || isOtherDay(message.createdAt, next.createdAt);

function MessageBubble({ message, endOfGroup, onRetry }: { message: ShownMessage; endOfGroup: boolean; onRetry: () => void }) {
  const { t } = useTranslation('quick-chat');
  const time = useFormatters().clockTime(message.createdAt);
  return (
    <div className={`${styles.bubble} ${message.isMine ? styles.mine : styles.theirs} ${endOfGroup ? styles.groupEnd : ''}`}>
      {/* Each message in its own direction: German in an Arabic page keeps its punctuation at the end. */}
      <span dir="auto">{message.value}</span>
      <span className={endOfGroup || message.delivery ? styles.meta : visuallyHidden}>
        <span className={visuallyHidden}>{message.isMine ? t('sentByMe') : t('sentByThem')}</span>
        <time dateTime={message.createdAt}>{time}</time>
        {message.delivery === 'sending' ? <span>· {t('sending')}</span> : null}
      </span>
      {message.delivery === 'failed' ? (
        <span className={styles.failed} role="alert">
          {t('notSent')}
          <Button size="sm" variant="secondary" icon="arrow-path" onPress={onRetry}>
            {t('retry')}
          </Button>
        </span>
      ) : null}
    </div>
  );
}

/**
 * The message begun in a chat and not sent yet, kept per chat through a reload of this tab and gone
 * with the sign-out: switching chats loses nothing, and a message begun in the team chat goes on in
 * the chat app.
 */
function useChatDraft(chatId: string) {
  const [drafts, setDrafts] = useSessionItem<Record<string, string>>('quick-chat.drafts', {});
  const setDraft = (draft: string) => setDrafts(({ [chatId]: _previous, ...others }) => (draft ? { ...others, [chatId]: draft } : others));
  return [drafts[chatId] ?? '', setDraft] as const;
}

/**
 * The input under the messages. It keeps the draft itself, so that a keystroke draws the input
 * alone, not the whole conversation and the page around it.
 */
function Composer({ chatId, onSend }: { chatId: string; onSend: (value: string) => void }) {
  const { t } = useTranslation('quick-chat');
  const [draft, setDraft] = useChatDraft(chatId);
  const isTooLong = draft.length > chatMessageMaxLength;
  const submit = () => {
    const value = withoutControlCharacters(draft).trim();
    // Too long to send: the count under the input says by how much; the text stays as typed.
    if (!value || isTooLong) return;
    onSend(value);
    setDraft('');
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.composerField}>
        <TextArea
          label={t('write')}
          value={draft}
          onChange={setDraft}
          onSubmit={submit}
          maxRows={6}
          placeholder={t('placeholder')}
          maxLength={chatMessageMaxLength}
          {...(isTooLong ? { errorMessage: t('tooLong', { max: chatMessageMaxLength }) } : {})}
        />
      </div>
      <IconButton
        type="submit"
        icon="paper-airplane"
        label={t('send')}
        variant="primary"
        mirrorInRtl
        isDisabled={!draft.trim() || isTooLong}
      />
    </form>
  );
}

/**
 * One conversation: messages with a date separator whenever the day changes, times as HH:mm, mine
 * and theirs on opposite sides; an input that grows with its text. Enter sends, Shift+Enter breaks
 * the line. A message the server refuses stays, marked, with a way to send it again.
 */
export function Conversation({ chatId, onBack, headerActions, onContactPress }: ConversationProps) {
  const { t } = useTranslation('quick-chat');
  const chat = useChat(chatId);
  const send = useSendMessage();
  const dayLabel = useDayLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const unsent = useOutbox();
  // The server's messages, then mine that it does not have yet: a refetch or a reload never drops them.
  const messages = useMemo<ShownMessage[]>(() => {
    const saved = chat.data?.messages ?? [];
    const known = new Set(saved.map((message) => message.id));
    const pending = unsent.filter((entry) => entry.chatId === chatId && !known.has(entry.id)).map((entry) => ({ ...entry, isMine: true }));
    return [...saved, ...pending];
  }, [chat.data, unsent, chatId]);
  const count = messages.length;

  // A message whose answer was lost on the way may have arrived all the same: once the server lists it, it leaves the outbox.
  useEffect(() => {
    const saved = new Set(chat.data?.messages.map((message) => message.id));
    const arrived = unsent.filter((entry) => entry.delivery === 'failed' && saved.has(entry.id)).map((entry) => entry.id);
    if (arrived.length > 0) outbox.delivered(arrived);
  }, [chat.data, unsent]);

  // The newest message is the one in view: on opening and whenever one arrives.
  const atNewest = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    atNewest.current = true;
    element.scrollTop = element.scrollHeight;
  }, [count, chatId]);

  // What is laid out late (a long log, a font, the input growing) must not leave a reader who was at
  // the newest message just short of it; a reader who scrolled back stays where they are.
  const shown = chat.isSuccess;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => (atNewest.current = element.scrollHeight - element.scrollTop - element.clientHeight < 4);
    const observer = new ResizeObserver(() => {
      if (atNewest.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [count, chatId, shown]);

  if (chat.isPending) {
    return (
      <div className={styles.state} role="status" aria-label={t('loadingChat')}>
        <Skeleton width="40%" />
      </div>
    );
  }
  if (chat.isError) {
    return (
      <div className={styles.state}>
        {chat.error instanceof ChatNotFoundError ? (
          // A missing chat stays missing: there is nothing to try again, only the way back.
          <Banner
            tone="critical"
            title={t('notFound', { id: chatId })}
            actions={<IconButton icon="chevron-left" label={t('back')} mirrorInRtl onPress={onBack} />}
          />
        ) : (
          <RetryBanner
            title={t('chatFailed')}
            onRetry={() => void chat.refetch()}
            actions={<IconButton icon="chevron-left" label={t('back')} mirrorInRtl onPress={onBack} />}
          />
        )}
      </div>
    );
  }

  const { contact } = chat.data;

  return (
    <section className={styles.conversation} aria-label={t('conversationWith', { name: contact.name })}>
      <div className={styles.conversationHead}>
        <span className={styles.backButton}>
          <IconButton icon="chevron-left" label={t('back')} mirrorInRtl onPress={onBack} />
        </span>
        {onContactPress ? (
          <PressableArea className={`${pressableArea} ${styles.contactButton}`} onPress={onContactPress}>
            <Avatar name={contact.name} src={contact.avatar} size="sm" decorative />
            <strong className={styles.contactName}>{contact.name}</strong>
            <span className={visuallyHidden}>, {t('contactInfo')}</span>
          </PressableArea>
        ) : (
          <>
            <Avatar name={contact.name} src={contact.avatar} size="sm" decorative />
            <strong className={styles.contactName}>{contact.name}</strong>
          </>
        )}
        {headerActions ? <span className={styles.headerActions}>{headerActions}</span> : null}
      </div>
      {/* Focusable, so that a long conversation can be scrolled from the keyboard. */}
      <div ref={scroller} className={styles.messages} role="log" aria-label={t('messages')} tabIndex={0}>
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          return (
            <Fragment key={message.id}>
              {!previous || isOtherDay(previous.createdAt, message.createdAt) ? (
                <div className={styles.separator}>{dayLabel(message.createdAt)}</div>
              ) : null}
              <MessageBubble
                message={message}
                endOfGroup={endsGroup(message, messages[index + 1])}
                onRetry={() =>
                  send.mutate({ id: message.id, chatId, contactId: message.contactId, value: message.value, createdAt: message.createdAt })
                }
              />
            </Fragment>
          );
        })}
      </div>
      <Composer
        chatId={chatId}
        onSend={(value) =>
          send.mutate({ id: crypto.randomUUID(), chatId, contactId: contact.id, value, createdAt: new Date().toISOString() })
        }
      />
    </section>
  );
}
