import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner, Button, FormField, Link, Skeleton, SkeletonText, TextField } from '@/components';
import { sessionEnd } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { paths, safeRedirectTarget } from '@/lib/paths';
import { useDemoAccount } from '../api/get-demo-account';
import { signIn, signInWithToken } from '../api/sign-in';
import { authErrorMessage } from '../errors';
import { useIdentityProvider } from '../msal/identity-provider-context';
import { authSchemas } from '../schemas';
import { startSession } from '../session';
import { type Credentials, needsSecondStep, type SignInResponse } from '../types';
import { AuthLayout, authStyles } from './AuthLayout';
import type { TwoFactorState } from './TwoFactorVerifyPage';

/** Stand-ins of the sample account's values' shape (an address, a password, a code): the held text wraps as the real one will. */
const demoStandIns = { email: 'xxxx.xxxxx@xxxxxxxxxx.xxxxxxx', password: 'xxxx-xxxx', code: '000000' };

/**
 * The demo notice's place while the sample account loads (the fake backend starts beside the page):
 * its title, its text's shape in the page's language and the button's size, so the form does not
 * move when the account comes.
 */
function DemoAccountPlaceholder() {
  const { t } = useTranslation('auth');
  return (
    <Banner tone="info" title={t('signIn.demoTitle')}>
      <span className={authStyles.demoText}>
        <SkeletonText text={t('signIn.demoText', demoStandIns)} />
      </span>
      <Skeleton shape="rect" width="11rem" height="32px" />
    </Banner>
  );
}

/**
 * Sign-in with e-mail and password (and, where configured, the organisation's identity provider).
 * Afterwards the user returns to `redirectURL` (a path of this app only), else to the root.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const redirectURL = safeRedirectTarget(params.get('redirectURL'), paths.root);
  const schema = useMemo(() => authSchemas(t).signIn, [t]);
  const form = useForm<Credentials>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const demoAccount = useDemoAccount();
  const identityProvider = useIdentityProvider();

  const finish = (response: SignInResponse, target = redirectURL) => {
    startSession(queryClient, response);
    void navigate(safeRedirectTarget(target, paths.root), { replace: true });
  };

  // Nothing typed is cleared on failure: the user corrects what was wrong and tries again.
  const passwordSignIn = useMutation({
    mutationFn: signIn,
    onSuccess: (response) => {
      if (!needsSecondStep(response)) return finish(response);
      // The challenge travels in the history entry: a reload keeps it, a typed URL has none.
      const state: TwoFactorState = { challenge: response.challenge, expiresAt: response.expiresAt };
      void navigate(`${paths.twoFactorVerify(lang)}?${new URLSearchParams({ redirectURL })}`, { state });
    },
  });
  const providerSignIn = useMutation({
    mutationFn: async () => {
      const token = await identityProvider?.signIn({ redirectURL });
      return token ? signInWithToken(token) : null;
    },
    onSuccess: (response) => response && finish(response),
  });

  // Back from the identity provider's page (redirect flow): finish the sign-in it started.
  const [redirectError, setRedirectError] = useState<unknown>(null);
  useEffect(() => {
    if (!identityProvider) return;
    identityProvider
      .completeRedirect()
      .then(async (result) => {
        if (result) finish(await signInWithToken(result.accessToken), result.redirectURL ?? redirectURL);
      })
      .catch(setRedirectError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per provider: the redirect result can be read only once.
  }, [identityProvider]);

  const error = passwordSignIn.error ?? providerSignIn.error ?? redirectError;
  const busy = passwordSignIn.isPending || providerSignIn.isPending;

  return (
    <AuthLayout
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.noAccount')} <Link href={paths.signUp(lang)}>{t('signIn.signUp')}</Link>
        </>
      }
    >
      {sessionEnd.expired ? <Banner tone="warning">{t('sessionExpired')}</Banner> : null}
      {demoAccount.data ? (
        <Banner tone="info" title={t('signIn.demoTitle')}>
          <span className={authStyles.demoText}>
            {t('signIn.demoText', {
              email: demoAccount.data.email,
              password: demoAccount.data.password,
              code: demoAccount.data.verificationCode,
            })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              form.setValue('email', demoAccount.data.email, { shouldValidate: true });
              form.setValue('password', demoAccount.data.password, { shouldValidate: true });
            }}
          >
            {t('signIn.useDemoAccount')}
          </Button>
        </Banner>
      ) : demoAccount.isLoading ? (
        <DemoAccountPlaceholder />
      ) : null}
      {error ? <Banner tone="critical">{authErrorMessage(error, t)}</Banner> : null}
      <form className={authStyles.form} noValidate onSubmit={form.handleSubmit((values) => passwordSignIn.mutate(values))}>
        <FormField control={form.control} name="email">
          {(field) => <TextField label={t('fields.email')} type="email" autoComplete="username" isRequired {...field} />}
        </FormField>
        <FormField control={form.control} name="password">
          {(field) => <TextField label={t('fields.password')} type="password" autoComplete="current-password" isRequired {...field} />}
        </FormField>
        <div className={authStyles.row}>
          <Link href={paths.forgotPassword(lang)}>{t('signIn.forgotPassword')}</Link>
        </div>
        <Button type="submit" fullWidth isLoading={passwordSignIn.isPending} isDisabled={busy && !passwordSignIn.isPending}>
          {passwordSignIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      {identityProvider ? (
        <>
          <div className={authStyles.divider}>{t('signIn.or')}</div>
          <Button
            variant="secondary"
            fullWidth
            icon="shield-check"
            isLoading={providerSignIn.isPending}
            isDisabled={busy}
            onPress={() => providerSignIn.mutate()}
          >
            {t('signIn.withIdentityProvider')}
          </Button>
        </>
      ) : null}
    </AuthLayout>
  );
}
