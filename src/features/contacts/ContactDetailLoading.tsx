import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components';
import * as styles from './Contacts.css';

/** The open contact's place while its code or its data loads. */
export function ContactDetailLoading() {
  const { t } = useTranslation('contacts');
  return (
    <div className={styles.message} role="status" aria-label={t('loadingContact')}>
      <Skeleton height="120px" />
    </div>
  );
}
