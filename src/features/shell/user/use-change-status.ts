import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toasts } from '@/components';
import { updateUser, userQueryOptions, type User, type UserStatus } from '@/features/user';

/**
 * Switches the user's status (PATCH api/common/user). The menu shows the new status at once; if the
 * server refuses, the status goes back to what the server holds and a toast says so.
 */
export function useChangeStatus() {
  const { t } = useTranslation(['shell', 'user']);
  const queryClient = useQueryClient();
  const key = userQueryOptions().queryKey;
  return useMutation({
    mutationFn: (status: UserStatus) => updateUser({ status }),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<User>(key);
      if (previous) queryClient.setQueryData<User>(key, { ...previous, status });
      return { previous };
    },
    onError: (_error, _status, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      const status = context?.previous?.status;
      toasts.show({ tone: 'critical', title: t('statusFailed', { status: status ? t(`user:statuses.${status}`) : '' }) }, { timeout: 0 });
    },
    onSuccess: (user) => queryClient.setQueryData(key, user),
  });
}
