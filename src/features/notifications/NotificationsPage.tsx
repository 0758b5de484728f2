import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, centeredPage, Heading, Link, RetryBanner, Switch, Text } from '@/components';
import { InboxList, unreadCountOf, useInboxChanges, useInboxEntries } from '@/features/inbox';
import { useUser } from '@/features/user';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { notificationsApi } from './api/notifications-client';
import * as styles from './Notifications.css';
import type { Notification } from './types';

/**
 * Every notification, with the same changes as the panel, and a filter for the unread ones. The top
 * bar hides its notifications control here.
 */
export function NotificationsPage() {
  const user = useUser();
  if (user.isPending) return null;
  // Without the profile the role is unknown: say so, rather than telling an admin the page is not theirs.
  if (user.isError) return <ProfileFailed onRetry={() => void user.refetch()} />;
  // The page is ADMIN's, as its menu entry is (spec: accounts, notifications, videos: ADMIN only).
  // Everyone else has their notifications in the top bar's panel.
  if (user.data?.role !== 'ADMIN') return <AdminsOnly />;
  return <AllNotifications />;
}

function ProfileFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <main className={centeredPage} aria-labelledby="notifications-title">
      <Heading level={1} size={2} id="notifications-title">
        {t('title')}
      </Heading>
      <RetryBanner title={t('profileFailed')} onRetry={onRetry} />
    </main>
  );
}

function AdminsOnly() {
  const { t } = useTranslation('notifications');
  const lang = useLocale();
  return (
    <main className={centeredPage} aria-labelledby="notifications-title">
      <Heading level={1} size={2} id="notifications-title">
        {t('title')}
      </Heading>
      <Text tone="secondary">{t('adminsOnly')}</Text>
      <Link href={paths.home(lang)} appearance="secondary" icon="home">
        {t('toHome')}
      </Link>
    </main>
  );
}

function AllNotifications() {
  const { t } = useTranslation('notifications');
  const list = useInboxEntries(notificationsApi);
  const changes = useInboxChanges(notificationsApi);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const unread = unreadCountOf(list.data);
  const entries = onlyUnread ? list.data?.filter((entry) => !entry.read) : list.data;

  return (
    <main className={styles.page} aria-labelledby="notifications-title">
      <div className={styles.head}>
        <Heading level={1} size={2} id="notifications-title">
          {t('title')}
        </Heading>
        <Button variant="secondary" icon="check-circle" isDisabled={unread === 0 || changes.isMarkingAll} onPress={changes.markAllRead}>
          {t('inbox:markAllAsRead')}
        </Button>
      </div>
      <Card
        {...(list.data ? { title: t('unreadSummary', { count: unread }) } : {})}
        actions={
          <Switch value={onlyUnread} onChange={setOnlyUnread}>
            {t('onlyUnread')}
          </Switch>
        }
        flush
      >
        <InboxList<Notification>
          label={t('title')}
          entries={entries}
          status={list.status}
          changes={changes}
          onRetry={() => void list.refetch()}
          empty={
            onlyUnread && list.data?.length
              ? { icon: 'check-circle', title: t('allReadTitle'), text: t('allReadText') }
              : { icon: 'inbox', title: t('emptyTitle'), text: t('emptyText') }
          }
        />
      </Card>
    </main>
  );
}
