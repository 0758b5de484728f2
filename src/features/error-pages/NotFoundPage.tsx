import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centeredPage, Heading, Text } from '@/components';
import * as styles from './ErrorPage.css';

export interface NotFoundPageProps {
  /** The page was reached for a company that does not exist (`?noCompany`). */
  noCompany?: boolean;
}

export function NotFoundPage({ noCompany = false }: NotFoundPageProps) {
  const { t } = useTranslation('error-pages');
  return (
    <main className={centeredPage} aria-labelledby="not-found-title">
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <Heading level={1} size={2} id="not-found-title">
        {t('notFound.title')}
      </Heading>
      <Text tone="secondary" size="lg">
        {noCompany ? t('notFound.noCompany') : t('notFound.message')}
      </Text>
      <Link className={styles.action} to="/">
        {t('notFound.backHome')}
      </Link>
    </main>
  );
}
