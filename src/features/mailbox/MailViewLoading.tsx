import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components';
import * as styles from './Mailbox.css';

/** The open mail's place while its code or its data loads. */
export function MailViewLoading() {
  const { t } = useTranslation('mailbox');
  return (
    <div role="status" aria-label={t('loadingMail')} className={styles.view}>
      <Skeleton height="200px" />
    </div>
  );
}
