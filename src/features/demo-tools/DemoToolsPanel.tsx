import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Drawer, Heading, Select, Text, toasts, useConfirm } from '@/components';
import { channelsByRole } from '@/features/realtime';
import { roles, updateUser, userQueryOptions, type Role } from '@/features/user';
import { useSignedIn } from '@/lib/auth';
import type { Contract } from '@/lib/contract';
import { http } from '@/lib/http';
import * as styles from './DemoTools.css';
import { demoToolsEndpoints } from './endpoints';

type HubAction = keyof typeof demoToolsEndpoints.hubActions;

export interface DemoToolsPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What happens after the sample data is reset. */
  onReset: () => void;
}

/**
 * The demo tools' drawer: explore the app as every role (the signed-in user's role is changed in the
 * fake backend, no second password needed), make the fake hub ring or drop the connection, and put
 * the sample data back as it was.
 */
export function DemoToolsPanel({ isOpen, onOpenChange, onReset }: DemoToolsPanelProps) {
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
    mutationFn: () => http.call(demoToolsEndpoints.reset),
    onSuccess: () => onReset(),
    onError: () => toasts.show({ tone: 'critical', title: t('resetFailed') }, { timeout: 0 }),
  });

  const [lastCall, setLastCall] = useState<string | null>(null);
  const hub = useMutation({
    mutationFn: ({ action, body }: { action: HubAction; body?: unknown }) =>
      // Each action has its own contract; the panel sends what the action's control gathered.
      http.call(demoToolsEndpoints.hubActions[action] as Contract<'POST', { body?: unknown; answer: unknown }>, { body }),
    onSuccess: (result, { action }) => {
      // The room of the last call rung here, for "answer it elsewhere".
      if (action === 'ring' && typeof (result as { id?: unknown } | null)?.id === 'string') setLastCall((result as { id: string }).id);
      if (action === 'answered-elsewhere') setLastCall(null);
      toasts.show({ tone: 'success', title: t(`hub.done.${action}`) });
    },
    onError: () => toasts.show({ tone: 'critical', title: t('hub.failed') }, { timeout: 0 }),
  });
  // The call channel the signed-in role listens to: interpreters get incoming calls, staff need-interpreter calls.
  const ringChannel = user.data
    ? channelsByRole[user.data.role].find((channel) => channel !== 'ProfileUpdate' && channel !== 'CallAnswered')
    : undefined;

  return (
    <Drawer title={t('title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
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
              const answer = await confirm({
                title: t('resetTitle'),
                message: t('resetMessage'),
                confirmLabel: t('reset'),
                tone: 'danger',
              });
              if (answer === 'confirmed') reset.mutate();
            }}
          >
            {t('reset')}
          </Button>
          {signedIn && user.data ? (
            <section className={styles.section} aria-labelledby="demo-calls">
              <Heading level={3} id="demo-calls">
                {t('hub.title')}
              </Heading>
              <Text tone="secondary">{ringChannel ? t('hub.intro') : t('hub.noCalls')}</Text>
              <div className={styles.buttons}>
                <Button
                  icon="phone-arrow-down-left"
                  isDisabled={!ringChannel || hub.isPending}
                  onPress={() => {
                    // The drawer closes, so the call that arrives is in view.
                    close();
                    hub.mutate({ action: 'ring', body: { channel: ringChannel } });
                  }}
                >
                  {t('hub.ring')}
                </Button>
                <Button
                  variant="secondary"
                  icon="user-group"
                  isDisabled={!lastCall || hub.isPending}
                  onPress={() => {
                    close();
                    hub.mutate({ action: 'answered-elsewhere', body: { id: lastCall } });
                  }}
                >
                  {t('hub.answeredElsewhere')}
                </Button>
                <Button variant="secondary" icon="arrow-path" isDisabled={hub.isPending} onPress={() => hub.mutate({ action: 'drop' })}>
                  {t('hub.drop')}
                </Button>
                <Button variant="secondary" icon="x-circle" isDisabled={hub.isPending} onPress={() => hub.mutate({ action: 'exhaust' })}>
                  {t('hub.exhaust')}
                </Button>
                <Button
                  variant="secondary"
                  icon="check-circle"
                  isDisabled={hub.isPending}
                  onPress={() => hub.mutate({ action: 'restore' })}
                >
                  {t('hub.restore')}
                </Button>
                <Button
                  variant="secondary"
                  icon="user-circle"
                  isDisabled={hub.isPending}
                  onPress={() => hub.mutate({ action: 'profile-update', body: { fullName: t('hub.newName') } })}
                >
                  {t('hub.profileUpdate')}
                </Button>
              </div>
            </section>
          ) : null}
        </div>
      )}
    </Drawer>
  );
}
