import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Avatar, Banner, Button, FormField, Link, TextField } from '@/components';
import { useUser } from '@/features/user';
import { useLocale } from '@/lib/i18n';
import { paths, safeRedirectTarget } from '@/lib/paths';
import { unlockSession } from '../api/sign-in';
import { authErrorMessage } from '../errors';
import { authSchemas } from '../schemas';
import { startSession } from '../session';
import { AuthLayout, authStyles } from './AuthLayout';

/** A locked session asks only for the password of the user it belongs to. */
export function UnlockSessionPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const user = useUser();
  const schema = useMemo(() => authSchemas(t).unlock, [t]);
  const form = useForm<{ password: string }>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '' } });
  const request = useMutation({
    mutationFn: (password: string) => unlockSession({ email: user.data?.email ?? '', password }),
    onSuccess: (response) => {
      startSession(queryClient, response);
      void navigate(safeRedirectTarget(params.get('redirectURL'), paths.root), { replace: true });
    },
  });
  const name = user.data?.fullName ?? '';

  return (
    <AuthLayout
      title={t('unlockSession.title')}
      subtitle={t('unlockSession.subtitle', { name })}
      footer={
        <>
          {t('unlockSession.notYou')} <Link href={paths.signOut(lang)}>{t('unlockSession.signOut')}</Link>
        </>
      }
    >
      {user.data ? <Avatar name={name} src={user.data.profilePhoto} size="lg" /> : null}
      {request.error ? <Banner tone="critical">{authErrorMessage(request.error, t)}</Banner> : null}
      <form className={authStyles.form} noValidate onSubmit={form.handleSubmit(({ password }) => request.mutate(password))}>
        <FormField control={form.control} name="password">
          {(field) => <TextField label={t('fields.password')} type="password" autoComplete="current-password" isRequired {...field} />}
        </FormField>
        <Button type="submit" fullWidth isLoading={request.isPending} isDisabled={!user.data}>
          {t('unlockSession.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
