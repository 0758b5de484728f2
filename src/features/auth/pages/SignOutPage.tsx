import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link, Text } from '@/components';
import { paths } from '@/lib/paths';
import { endSession } from '../session';
import { AuthLayout } from './AuthLayout';

/** Seconds the confirmation shows before the start page opens. */
export const signOutRedirectSeconds = 5;

/** Ends the session on arrival, says so, and goes to the root (spec point 2: "/ reached after sign-out"). */
export function SignOutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [seconds, setSeconds] = useState(signOutRedirectSeconds);

  useEffect(() => void endSession(queryClient), [queryClient]);
  useEffect(() => {
    if (seconds <= 0) {
      void navigate(paths.root, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <AuthLayout title={t('signOut.title')}>
      <Text tone="secondary" as="div">
        <span role="status">{t('signOut.redirecting', { count: Math.max(seconds, 0) })}</span>
      </Text>
      <Link href={paths.root} appearance="primary">
        {t('signOut.goNow')}
      </Link>
    </AuthLayout>
  );
}
