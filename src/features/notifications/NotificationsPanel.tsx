import { useTranslation } from 'react-i18next';
import { Link } from '@/components';
import { InboxPanel } from '@/features/inbox';
import { useUser } from '@/features/user';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { notificationsApi } from './api/notifications-client';
import * as styles from './Notifications.css';
import type { Notification } from './types';

export interface NotificationsPanelProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** The top bar's notifications control (hidden on the notifications page by the shell), with a way to the page. */
export function NotificationsPanel(props: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const lang = useLocale();
  // The page with every notification is ADMIN's, as its menu entry is.
  const admin = useUser().data?.role === 'ADMIN';
  return (
    <InboxPanel<Notification>
      {...props}
      api={notificationsApi}
      icon="inbox"
      title={t('title')}
      empty={{ icon: 'inbox', title: t('emptyTitle'), text: t('emptyText') }}
      {...(admin
        ? {
            footer: (close: () => void) => (
              <div className={styles.panelFooter}>
                <Link href={paths.notifications(lang)} onPress={close}>
                  {t('seeAll')}
                </Link>
              </div>
            ),
          }
        : {})}
    />
  );
}
