import { useTranslation } from 'react-i18next';
import { centeredPage, Heading, Text } from '@/components';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  /** Offer to reload: most failures of a route (a chunk that did not load) are cured by it. */
  onReload?: () => void;
}

/** Shown when a route fails to load or render, instead of a blank page. */
export function ErrorPage({ onReload = () => window.location.reload() }: ErrorPageProps) {
  const { t } = useTranslation('error-pages');
  return (
    <main className={centeredPage} aria-labelledby="error-title">
      <Heading level={1} size={2} id="error-title">
        {t('error.title')}
      </Heading>
      <Text tone="secondary" size="lg">
        {t('error.message')}
      </Text>
      <button type="button" className={styles.action} onClick={onReload}>
        {t('error.reload')}
      </button>
    </main>
  );
}
