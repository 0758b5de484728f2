import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Checkbox, FormField, Link, TextField } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { signUp } from '../api/change-account';
import type { SignUpInput } from '../types';
import { authErrorMessage } from '../errors';
import { accountLimits, authSchemas } from '../schemas';
import { AuthLayout, authStyles } from './AuthLayout';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const schema = useMemo(() => authSchemas(t).signUp, [t]);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', company: '', agreements: false },
  });
  const request = useMutation({ mutationFn: signUp });

  return (
    <AuthLayout
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <>
          {t('signUp.haveAccount')} <Link href={paths.signIn(lang)}>{t('signUp.signIn')}</Link>
        </>
      }
    >
      {request.isSuccess ? (
        <Banner tone="success">{t('signUp.done')}</Banner>
      ) : (
        <>
          {request.error ? <Banner tone="critical">{authErrorMessage(request.error, t)}</Banner> : null}
          <form className={authStyles.form} noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
            <FormField control={form.control} name="name">
              {(field) => <TextField label={t('fields.name')} autoComplete="name" isRequired maxLength={accountLimits.name} {...field} />}
            </FormField>
            <FormField control={form.control} name="email">
              {(field) => (
                <TextField
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  isRequired
                  maxLength={accountLimits.email}
                  {...field}
                />
              )}
            </FormField>
            <FormField control={form.control} name="password">
              {(field) => (
                <TextField
                  label={t('fields.password')}
                  type="password"
                  autoComplete="new-password"
                  isRequired
                  maxLength={accountLimits.password}
                  {...field}
                />
              )}
            </FormField>
            <FormField control={form.control} name="company">
              {(field) => (
                <TextField label={t('fields.company')} autoComplete="organization" maxLength={accountLimits.company} {...field} />
              )}
            </FormField>
            <FormField control={form.control} name="agreements">
              {(field) => <Checkbox {...field}>{t('fields.agreements')}</Checkbox>}
            </FormField>
            <Button type="submit" fullWidth isLoading={request.isPending}>
              {t('signUp.submit')}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
