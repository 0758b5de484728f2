import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

export interface NotFoundPageProps {
  /** The page was reached for a company that does not exist (`?noCompany`). */
  noCompany?: boolean;
}

export function NotFoundPage({ noCompany = false }: NotFoundPageProps) {
  const { t } = useTranslation('error-pages');
  return (
    <StatusPage
      code={404}
      id="not-found-title"
      title={t('notFound.title')}
      message={noCompany ? t('notFound.noCompany') : t('notFound.message')}
    />
  );
}
