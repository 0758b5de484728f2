import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '@/components';
import { sessionExpiry } from '@/lib/http';

/** Says why the page is about to sign out and reload when the server reports the session expired. */
export function SessionExpiryNotice() {
  const { t } = useTranslation('shell');
  useEffect(() => sessionExpiry.subscribe(() => toasts.show({ tone: 'critical', title: t('sessionExpired') }, { timeout: 0 })), [t]);
  return null;
}
