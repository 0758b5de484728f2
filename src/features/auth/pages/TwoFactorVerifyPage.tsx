import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner, Button, FormField, Link, TextField } from '@/components';
import { HttpError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { paths, safeRedirectTarget } from '@/lib/paths';
import { verifyTwoFactor } from '../api/sign-in';
import { authErrorMessage } from '../errors';
import { authSchemas } from '../schemas';
import { startSession } from '../session';
import { AuthLayout, authStyles } from './AuthLayout';

/** The second step of a two-step sign-in: the 6-digit code from the authenticator app. */
export function TwoFactorVerifyPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const schema = useMemo(() => authSchemas(t).twoFactor, [t]);
  const form = useForm<{ code: string }>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { code: '' } });
  const request = useMutation({
    mutationFn: (code: string) => verifyTwoFactor(code),
    onSuccess: (response) => {
      startSession(queryClient, response);
      void navigate(safeRedirectTarget(params.get('redirectURL'), paths.root), { replace: true });
    },
  });

  return (
    <AuthLayout
      title={t('twoFactor.title')}
      subtitle={t('twoFactor.subtitle')}
      footer={<Link href={paths.signIn(lang)}>{t('twoFactor.backToSignIn')}</Link>}
    >
      {request.error ? (
        <Banner tone="critical">
            {request.error instanceof HttpError && request.error.status === 404 ? t('errors.wrongCode') : authErrorMessage(request.error, t)}
          </Banner>
      ) : null}
      <form className={authStyles.form} noValidate onSubmit={form.handleSubmit(({ code }) => request.mutate(code.trim()))}>
        <FormField control={form.control} name="code">
          {(field) => <TextField label={t('fields.code')} autoComplete="one-time-code" isRequired {...field} />}
        </FormField>
        <Button type="submit" fullWidth isLoading={request.isPending}>
          {t('twoFactor.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
