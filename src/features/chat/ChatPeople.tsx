import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Avatar, Drawer, EmptyState, Heading, IconButton, listRow, RetryBanner, Skeleton, Text } from '@/components';
import type { ChatSummary } from '@/features/quick-chat';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useChatContacts, useChatProfile } from './api/get-chat-people';
import * as styles from './Chat.css';

/** The user's own chat profile: name, e-mail and the line others read about them. */
export function ProfilePanel() {
  const { t } = useTranslation('chat');
  const profile = useChatProfile();
  const trigger = <IconButton icon="user-circle" variant="ghost" label={t('profile')} />;
  return (
    <Drawer title={t('profile')} position="start" width="min(100vw, 360px)" trigger={trigger}>
      {profile.isPending ? (
        <div role="status" aria-label={t('loadingProfile')}>
          <Skeleton height="96px" />
        </div>
      ) : profile.isError ? (
        <RetryBanner title={t('profileFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <div className={styles.infoHead}>
          <Avatar name={profile.data.name} size="xl" decorative />
          <Heading level={3} size={4}>
            <bdi>{profile.data.name}</bdi>
          </Heading>
          <Text size="sm" tone="secondary">
            <bdi>{profile.data.email}</bdi>
          </Text>
          <Text>{profile.data.about}</Text>
        </div>
      )}
    </Drawer>
  );
}

/** Everyone the user can write to, by name; choosing one opens the conversation with them. */
export function NewChatPanel({ chats }: { chats: readonly ChatSummary[] | undefined }) {
  const { t } = useTranslation('chat');
  const lang = useLocale();
  const contacts = useChatContacts();
  const chatWith = (contactId: string) => chats?.find((chat) => chat.contactId === contactId);
  const trigger = <IconButton icon="plus" variant="ghost" label={t('newChat')} />;
  return (
    <Drawer title={t('newChat')} position="start" width="min(100vw, 360px)" flush trigger={trigger}>
      {(close) =>
        contacts.isPending ? (
          <div className={styles.state} role="status" aria-label={t('loadingContacts')}>
            <Skeleton height="56px" />
          </div>
        ) : contacts.isError ? (
          <div className={styles.state}>
            <RetryBanner title={t('contactsFailed')} onRetry={() => void contacts.refetch()} />
          </div>
        ) : contacts.data.length === 0 ? (
          <EmptyState icon="users" title={t('noContacts')} headingLevel={3} />
        ) : (
          <ul className={styles.list} aria-label={t('contacts')}>
            {contacts.data.map((contact) => {
              const chat = chatWith(contact.id);
              return (
                <li key={contact.id}>
                  {chat ? (
                    <RouterLink to={paths.chat(lang, chat.id)} className={`${listRow} ${styles.row}`} onClick={close}>
                      <Avatar name={contact.name} src={contact.avatar} decorative />
                      <span className={styles.rowText}>
                        <bdi className={styles.name}>{contact.name}</bdi>
                        {contact.about ? <span className={styles.preview}>{contact.about}</span> : null}
                      </span>
                    </RouterLink>
                  ) : (
                    // Chats begin on the other side for now: nobody is listed without one in the sample.
                    <span className={`${listRow} ${styles.row}`} aria-disabled="true">
                      <Avatar name={contact.name} src={contact.avatar} decorative />
                      <bdi className={styles.name}>{contact.name}</bdi>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )
      }
    </Drawer>
  );
}
