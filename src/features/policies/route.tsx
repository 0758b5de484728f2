import { Navigate, useParams } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { PageRoute } from '@/lib/query';
import { isPolicy, PolicyPage } from './PolicyPage';

/** `{lang}/policies/:policy`; `{lang}/policies` alone opens the terms. */
function PolicyRoute() {
  const { policy } = useParams();
  const lang = useLocale();
  if (policy === undefined) return <Navigate to={paths.policy(lang, 'terms')} replace />;
  if (!isPolicy(policy)) return <Navigate to={paths.notFound(lang)} replace />;
  return <PolicyPage policy={policy} />;
}

export const policyRoute: PageRoute = { Component: PolicyRoute };
