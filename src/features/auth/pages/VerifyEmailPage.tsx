import { useTranslation } from 'react-i18next';
import { Link } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AuthLayout } from './AuthLayout';

/** Where sign-up leaves a new user: the next step happens in their mailbox. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  return (
    <AuthLayout title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')}>
      <Link href={paths.signIn(lang)} appearance="primary">
        {t('verifyEmail.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}
