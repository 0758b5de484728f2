import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner, Button, FormField, Link, TextField } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { forgotPassword } from '../api/change-account';
import { authErrorMessage } from '../errors';
import { authSchemas } from '../schemas';
import { AuthLayout, authStyles } from './AuthLayout';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const schema = useMemo(() => authSchemas(t).forgotPassword, [t]);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });
  const request = useMutation({ mutationFn: (email: string) => forgotPassword(email) });

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={<Link href={paths.signIn(lang)}>{t('forgotPassword.backToSignIn')}</Link>}
    >
      {request.isSuccess ? (
        <Banner tone="success">{t('forgotPassword.done', { email: request.variables })}</Banner>
      ) : (
        <>
          {request.error ? <Banner tone="critical">{authErrorMessage(request.error, t)}</Banner> : null}
          <form className={authStyles.form} noValidate onSubmit={form.handleSubmit(({ email }) => request.mutate(email.trim()))}>
            <FormField control={form.control} name="email">
              {(field) => <TextField label={t('fields.email')} type="email" autoComplete="email" isRequired {...field} />}
            </FormField>
            <Button type="submit" fullWidth isLoading={request.isPending}>
              {t('forgotPassword.submit')}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
