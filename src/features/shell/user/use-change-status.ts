import { useTranslation } from 'react-i18next';
import { toasts } from '@/components';
import { useUpdateUserOptimistically, type UserStatus } from '@/features/user';

/**
 * Switches the user's status (PATCH api/common/user). The menu shows the new status at once; if the
 * server refuses, the status goes back to what the server holds and a toast says so.
 */
export function useChangeStatus() {
  const { t } = useTranslation(['shell', 'user']);
  return useUpdateUserOptimistically(
    (status: UserStatus) => ({ status }),
    (restored) => {
      const status = restored?.status;
      toasts.show({ tone: 'critical', title: t('statusFailed', { status: status ? t(`user:statuses.${status}`) : '' }) }, { timeout: 0 });
    },
  );
}
