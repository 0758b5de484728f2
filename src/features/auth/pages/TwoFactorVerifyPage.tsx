import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Banner, Button, FormField, Link, TextField } from '@/components';
import { HttpError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { paths, safeRedirectTarget } from '@/lib/paths';
import { useDemoAccount } from '../api/get-demo-account';
import { verifyTwoFactor } from '../api/sign-in';
import { authErrorMessage } from '../errors';
import { authSchemas } from '../schemas';
import { startSession } from '../session';
import { AuthLayout, authStyles } from './AuthLayout';

/** What the password step hands to this page, in the history entry. */
export interface TwoFactorState {
  challenge: string;
  expiresAt: string;
}

const isTwoFactorState = (state: unknown): state is TwoFactorState =>
  typeof state === 'object' && state !== null && typeof (state as TwoFactorState).challenge === 'string';

/**
 * The second step of a two-step sign-in: the 6-digit code from the authenticator app. It follows a
 * correct password only: opened without the password step's challenge, it sends the user to sign-in.
 */
export function TwoFactorVerifyPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const redirectURL = params.get('redirectURL');
  const schema = useMemo(() => authSchemas(t).twoFactor, [t]);
  const form = useForm<{ code: string }>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { code: '' } });
  const demoAccount = useDemoAccount();
  const request = useMutation({
    mutationFn: ({ challenge, code }: { challenge: string; code: string }) => verifyTwoFactor(challenge, code),
    onSuccess: (response) => {
      startSession(queryClient, response);
      void navigate(safeRedirectTarget(redirectURL, paths.root), { replace: true });
    },
  });

  const signInAgain = paths.signIn(lang, redirectURL ?? undefined);
  if (!isTwoFactorState(state)) return <Navigate to={signInAgain} replace />;

  const expired = request.error instanceof HttpError && request.error.status === 401;
  const wrongCode = request.error instanceof HttpError && request.error.status === 404;

  return (
    <AuthLayout
      title={t('twoFactor.title')}
      subtitle={t('twoFactor.subtitle')}
      footer={expired ? undefined : <Link href={signInAgain}>{t('twoFactor.backToSignIn')}</Link>}
    >
      {demoAccount.data && !expired ? (
        <Banner tone="info" title={t('signIn.demoTitle')}>
          <span className={authStyles.demoText}>{t('twoFactor.demoText', { code: demoAccount.data.verificationCode })}</span>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => form.setValue('code', demoAccount.data.verificationCode, { shouldValidate: true })}
          >
            {t('twoFactor.useDemoCode')}
          </Button>
        </Banner>
      ) : null}
      {request.error ? (
        <Banner tone="critical">
          {expired ? t('twoFactor.expired') : wrongCode ? t('errors.wrongCode') : authErrorMessage(request.error, t)}
        </Banner>
      ) : null}
      {expired ? (
        <Button fullWidth onPress={() => void navigate(signInAgain, { replace: true })}>
          {t('twoFactor.signInAgain')}
        </Button>
      ) : (
        <form
          className={authStyles.form}
          noValidate
          onSubmit={form.handleSubmit(({ code }) => request.mutate({ challenge: state.challenge, code: code.trim() }))}
        >
          <FormField control={form.control} name="code">
            {(field) => (
              <TextField label={t('fields.code')} autoComplete="one-time-code" inputMode="numeric" isRequired maxLength={6} {...field} />
            )}
          </FormField>
          <Button type="submit" fullWidth isLoading={request.isPending}>
            {t('twoFactor.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
