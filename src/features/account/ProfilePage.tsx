import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Avatar, Banner, Button, Card, FormField, Heading, Text, TextField, toasts } from '@/components';
import { useUpdateUser, useUser, type User } from '@/features/user';
import { z } from '@/lib/validation';
import * as styles from './AccountPage.css';

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'user']);
  const schema = useMemo(
    () =>
      z.object({
        fullName: z
          .string()
          .check(z.trim(), z.minLength(1, t('profile.nameRequired')), z.maxLength(80, t('profile.nameTooLong', { count: 80 }))),
      }),
    [t],
  );
  const form = useForm<{ fullName: string }>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { fullName: user.fullName },
  });
  const save = useUpdateUser();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(({ fullName }) =>
        // What was typed stays in the form if saving fails.
        save.mutate(
          { fullName: fullName.trim() },
          {
            onSuccess: (saved) => {
              form.reset({ fullName: saved.fullName });
              toasts.show({ tone: 'success', title: t('profile.saved') });
            },
          },
        ),
      )}
    >
      {save.error ? <Banner tone="critical">{t('profile.saveFailed')}</Banner> : null}
      <FormField control={form.control} name="fullName">
        {(field) => <TextField label={t('profile.fullName')} autoComplete="name" isRequired {...field} />}
      </FormField>
      <TextField label={t('profile.email')} value={user.email} isDisabled description={t('profile.emailHelp')} />
      <TextField label={t('profile.role')} value={t(`user:roles.${user.role}`)} isDisabled />
      <div>
        <Button type="submit" isLoading={save.isPending} isDisabled={!form.formState.isDirty}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** The signed-in user's own details; the name can be changed here. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useUser();
  return (
    <main className={styles.page} aria-labelledby="profile-title">
      <Heading level={1} size={2} id="profile-title">
        {t('profile.title')}
      </Heading>
      {user.isPending ? (
        <Text tone="secondary">{t('common:loading')}</Text>
      ) : user.isError ? (
        <Banner
          tone="critical"
          actions={
            <Button variant="secondary" size="sm" onPress={() => void user.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Banner>
      ) : (
        <Card title={user.data.fullName} subtitle={user.data.email}>
          <div className={styles.profile}>
            <Avatar name={user.data.fullName} src={user.data.profilePhoto} size="xl" decorative />
            <ProfileForm user={user.data} />
          </div>
        </Card>
      )}
    </main>
  );
}
