import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner, Button, FormField, Link, TextField } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { resetPassword } from '../api/change-account';
import { authErrorMessage } from '../errors';
import { authSchemas, minPasswordLength } from '../schemas';
import { AuthLayout, authStyles } from './AuthLayout';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const schema = useMemo(() => authSchemas(t).resetPassword, [t]);
  const form = useForm<{ password: string; passwordConfirm: string }>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const request = useMutation({ mutationFn: (password: string) => resetPassword(password) });

  return (
    <AuthLayout
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      footer={<Link href={paths.signIn(lang)}>{t('resetPassword.backToSignIn')}</Link>}
    >
      {request.isSuccess ? (
        <Banner tone="success">{t('resetPassword.done')}</Banner>
      ) : (
        <>
          {request.error ? <Banner tone="critical">{authErrorMessage(request.error, t)}</Banner> : null}
          <form className={authStyles.form} noValidate onSubmit={form.handleSubmit(({ password }) => request.mutate(password))}>
            <FormField control={form.control} name="password">
              {(field) => (
                <TextField
                  label={t('fields.password')}
                  description={t('validation.passwordTooShort', { count: minPasswordLength })}
                  type="password"
                  autoComplete="new-password"
                  isRequired
                  {...field}
                />
              )}
            </FormField>
            <FormField control={form.control} name="passwordConfirm">
              {(field) => (
                <TextField label={t('fields.passwordConfirm')} type="password" autoComplete="new-password" isRequired {...field} />
              )}
            </FormField>
            <Button type="submit" fullWidth isLoading={request.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
