import { useTranslation } from 'react-i18next';
import type { Role } from '@/features/user';
import { StatusPage } from './StatusPage';

export interface NotAllowedPageProps {
  /** The signed-in user's role, which the page-access table keeps out of this page. */
  role: Role;
}

/** A page the signed-in role may not open (spec point 6): it says so under the frame, with the way home. */
export function NotAllowedPage({ role }: NotAllowedPageProps) {
  const { t } = useTranslation(['error-pages', 'user']);
  return (
    <StatusPage
      code={403}
      id="not-allowed-title"
      title={t('notAllowed.title')}
      message={t('notAllowed.message', { role: t(`user:roles.${role}`) })}
    />
  );
}
