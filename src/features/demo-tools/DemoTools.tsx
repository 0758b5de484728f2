import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Drawer, IconButton, Select, Text, toasts, useConfirm } from '@/components';
import { roles, updateUser, userQueryOptions, type Role } from '@/features/user';
import { useSignedIn } from '@/lib/auth';
import { http } from '@/lib/http';
import * as styles from './DemoTools.css';

export interface DemoToolsProps {
  /** What happens after the sample data is reset; the app reloads the page. */
  onReset?: () => void;
}

/**
 * Demo mode only: explore the app as every role (the signed-in user's role is changed in the fake
 * backend, no second password needed) and put the sample data back as it was.
 */
export function DemoTools({ onReset = () => window.location.reload() }: DemoToolsProps) {
  const { t } = useTranslation(['demo-tools', 'user']);
  const signedIn = useSignedIn();
  const user = useQuery({ ...userQueryOptions(), enabled: signedIn });
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  const changeRole = useMutation({
    mutationFn: (role: Role) => updateUser({ role }),
    onSuccess: (saved) => {
      queryClient.setQueryData(userQueryOptions().queryKey, saved);
      toasts.show({ tone: 'success', title: t('roleChanged', { role: t(`user:roles.${saved.role}`) }) });
    },
    onError: () => toasts.show({ tone: 'critical', title: t('roleFailed') }, { timeout: 0 }),
  });
  const reset = useMutation({
    mutationFn: () => http.post<boolean>('api/demo/reset'),
    onSuccess: () => onReset(),
    onError: () => toasts.show({ tone: 'critical', title: t('resetFailed') }, { timeout: 0 }),
  });

  return (
    <div className={styles.dock}>
      <Drawer title={t('title')} trigger={<IconButton icon="wrench-screwdriver" label={t('open')} variant="secondary" />}>
        <div className={styles.body}>
          <Text tone="secondary">{t('intro')}</Text>
          {signedIn && user.data ? (
            <Select
              label={t('role')}
              description={t('roleHelp')}
              value={user.data.role}
              isDisabled={changeRole.isPending}
              onChange={(role) => role && role !== user.data.role && changeRole.mutate(role as Role)}
              options={roles.map((role) => ({ id: role, label: t(`user:roles.${role}`) }))}
            />
          ) : (
            <Banner tone="info">{t('signInForRoles')}</Banner>
          )}
          <Button
            variant="danger"
            icon="arrow-path"
            isLoading={reset.isPending}
            onPress={async () => {
              const answer = await confirm({ title: t('resetTitle'), message: t('resetMessage'), confirmLabel: t('reset'), tone: 'danger' });
              if (answer === 'confirmed') reset.mutate();
            }}
          >
            {t('reset')}
          </Button>
        </div>
      </Drawer>
    </div>
  );
}
